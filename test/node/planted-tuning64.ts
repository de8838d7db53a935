/**
 * Planted set tuning64. Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: networking and distributed systems (DNS, load balancers, TLS, service mesh, consensus,
 * message brokers) in Gemini CLI voice; infrastructure engineers, terse and technical; facts
 * about topology and limits, decisions about protocols. Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted configs, logs
 * and tool output, chit-chat, and in-session requests that are done in the same session.
 * Superseded decisions plant only the later one.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
 * - A candidate matches a planted item when it comes from the item's segment, has the item's
 *   kind, and every one of the item's key words occurs in the candidate's text
 *   (case-insensitive substring).
 * - Recall = planted items matched by at least one candidate / planted items.
 * - Precision = candidates that match some planted item of their segment / all candidates.
 *   A second candidate matching an already-matched item counts as correct for precision
 *   (it is true), and is reported as a duplicate.
 * - Also reported, not asserted: "right words, wrong kind" (a candidate whose text has an
 *   item's key words but another kind), which counts as a false positive and leaves the
 *   item missed.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 6, 20, 7);

export const TUNING64_SESSIONS: BlindSession[] = [
  {
    id: "t64-coredns-zone",
    build: (s) =>
      s
        .user("svc lookups for payments.corp.internal are flaky from the batch nodes")
        .assistant("I will query the cluster resolver directly to see what it returns.")
        .bash("dig @10.96.0.10 payments.corp.internal +short", "10.20.4.17\n10.20.4.18")
        .assistant(
          "The resolver answers with two A records. The failures may come from the node-local cache rather than the resolver itself; that's a guess until I see the cache logs.",
        )
        .user("for the record: corp.internal is served by coredns, the in-cluster deployment, not route53. nobody should be looking in route53 for it")
        .assistant("Understood. I'll keep that in mind for the rest of the investigation.")
        .stop(),
    planted: [{ kind: "fact", keys: ["coredns"] }],
  },
  {
    id: "t64-grpc-internal",
    build: (s) =>
      s
        .user("orders-svc talks to inventory over REST+JSON, p99 is ugly. thoughts?")
        .assistant(
          "Two options: keep REST and add HTTP/2 keepalive pooling, or switch the internal hop to gRPC with protobuf messages. gRPC gives multiplexing and smaller payloads.",
        )
        .bash("grep -rn 'http.Client' services/orders/ | wc -l", "14")
        .user("conclusion after the arch sync: service-to-service calls move to grpc. public edge stays REST")
        .assistant("Okay. I will start with the inventory client in orders-svc.")
        .stop(),
    planted: [{ kind: "decision", keys: ["grpc"] }],
  },
  {
    id: "t64-etcd-restart",
    build: (s) =>
      s
        .user("etcd-2 is using 9GB RSS, can you bounce it")
        .bash(
          "etcdctl endpoint status --cluster -w table",
          "| https://10.0.1.12:2379 | 8e9e05c52164694d | 3.5.12 | 2.1 GB | true  |\n| https://10.0.1.13:2379 | 91bc3c398fb3c146 | 3.5.12 | 2.1 GB | false |",
        )
        .assistant("I will restart etcd-2 now; it is a follower, so leadership is not affected.")
        .bash("systemctl restart etcd", "")
        .user("ok. standing rule btw: never restart more than one etcd member at a time, wait for it to rejoin and catch up before touching the next")
        .assistant("Noted. etcd-2 has rejoined and its raft index matches the leader.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["etcd"] }],
  },
  {
    id: "t64-broker-choice",
    build: (s) =>
      s
        .user("for the event bus, rabbitmq? we already run it for the mailer")
        .assistant("RabbitMQ would work for fan-out. If you need replay and long retention, Kafka fits better.")
        .user("yeah lets just do rabbitmq")
        .bash("kubectl get pods -n messaging", "rabbitmq-0   1/1  Running\nrabbitmq-1   1/1  Running")
        .user("update: product wants 7 days of replay for the audit consumers. rabbit can't do that sanely. we're going with kafka for the event bus")
        .assistant("Understood, Kafka for the event bus; RabbitMQ stays for the mailer only.")
        .stop(),
    planted: [{ kind: "decision", keys: ["kafka"] }],
  },
  {
    id: "t64-nlb-timeout",
    build: (s) =>
      s
        .user("long-poll clients get reset after ~6 min")
        .bash(
          "aws elbv2 describe-load-balancer-attributes --load-balancer-arn $NLB | jq '.Attributes[] | select(.Key|test(\"idle\"))'",
          '{ "Key": "tcp.idle_timeout.seconds", "Value": "350" }',
        )
        .assistant("The NLB has a fixed TCP idle timeout of 350 seconds, which matches the resets at just under 6 minutes.")
        .user(
          "right, the nlb in us-east-1 kills idle flows at 350s, that's a hard aws limit. so make the client keepalive shorter than the lb idle timeout, that's the rule for every client we ship",
        )
        .assistant("I will set the client keepalive to 300 seconds.")
        .file("Edit", "clients/longpoll/config.go")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nlb"] },
      { kind: "instruction", keys: ["idle"] },
    ],
  },
  {
    id: "t64-empty-chitchat",
    build: (s) =>
      s
        .user("morning. pager was quiet for once")
        .bash("kubectl get nodes --no-headers | wc -l", "42")
        .assistant("Good morning! All 42 nodes report Ready.")
        .user("nice, gonna grab coffee")
        .stop(),
    planted: [],
  },
  {
    id: "t64-mesh-mtls",
    build: (s) =>
      s
        .user("mesh mtls is still PERMISSIVE in prod. should we flip it?")
        .bash("kubectl get peerauthentication -A", "istio-system  default  PERMISSIVE")
        .assistant("Flipping to STRICT would reject any plaintext traffic; the two legacy cron jobs outside the mesh would break unless they get sidecars.")
        .user("we've agreed with security: strict mtls across the mesh, the cron jobs get sidecars first. do the cron sidecars today")
        .bash("kubectl label ns batch istio-injection=enabled --overwrite", "namespace/batch labeled")
        .assistant("Sidecar injection is enabled for the batch namespace; both cron jobs now run with sidecars.")
        .stop(),
    planted: [{ kind: "decision", keys: ["mtls"] }],
  },
  {
    id: "t64-kafka-topology",
    build: (s) =>
      s
        .user("how many brokers do we actually have")
        .bash("kafka-broker-api-versions.sh --bootstrap-server kafka:9092 | grep -c 'id:'", "6")
        .assistant("The cluster reports 6 brokers.")
        .user(
          "yep, 6 brokers over 3 AZs, orders topic has 48 partitions. don't ever decrease partitions on an existing topic btw, kafka can't and the tooling will happily try",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["brokers"] },
      { kind: "instruction", keys: ["partitions"] },
    ],
  },
  {
    id: "t64-ocsp",
    build: (s) =>
      s
        .bash("echo | openssl s_client -connect api.example.net:443 -status 2>/dev/null | grep -A1 'OCSP response'", "OCSP response: no response sent")
        .assistant("The edge isn't stapling OCSP responses.")
        .user("known. ocsp stapling on the edge is on the backlog, blocked on the nginx upgrade. not this week")
        .bash("grep -n ssl_stapling /etc/nginx/nginx.conf", "88:    # TODO: always enable ssl_stapling once resolver is set")
        .stop(),
    planted: [{ kind: "task", keys: ["ocsp"] }],
  },
  {
    id: "t64-raft-consensus",
    build: (s) =>
      s
        .user("the scheduler needs leader election. roll our own raft or use etcd?")
        .assistant(
          "Writing Raft correctly is hard. Using etcd's lease and election API from the Go client gives you leader election without owning the consensus code.",
        )
        .bash("go list -m go.etcd.io/etcd/client/v3", "go.etcd.io/etcd/client/v3 v3.5.12")
        .user("decided: leader election goes through etcd leases, we are not writing raft ourselves")
        .stop(),
    planted: [{ kind: "decision", keys: ["leases"] }],
  },
  {
    id: "t64-dig-not-nslookup",
    build: (s) =>
      s
        .user("check what api.example.net resolves to from here")
        .bash("nslookup api.example.net", "Non-authoritative answer:\nName: api.example.net\nAddress: 203.0.113.10")
        .user("pls use dig for dns stuff, with +trace when it's a delegation question. nslookup hides too much")
        .bash("dig +trace api.example.net | tail -3", "api.example.net.  60  IN  A  203.0.113.10\n;; Received 62 bytes from 198.51.100.53#53(ns1.example.net)")
        .assistant("Okay. The authoritative answer is 203.0.113.10 with a 60-second TTL.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["dig"] }],
  },
  {
    id: "t64-empty-question",
    build: (s) =>
      s
        .user("what's the difference between L4 and L7 load balancing, in one paragraph")
        .assistant(
          "An L4 balancer forwards TCP or UDP connections by address and port without reading the payload; an L7 balancer terminates HTTP, so it can route by path, header or cookie, retry requests and rewrite them, at the cost of more CPU per request.",
        )
        .bash("kubectl get svc -n edge", "edge-nlb  LoadBalancer  10.96.8.2  a1b2.elb.amazonaws.com")
        .assistant("Your edge uses an L4 NLB in front of L7 Envoy.")
        .user("makes sense ty")
        .stop(),
    planted: [],
  },
  {
    id: "t64-quic",
    build: (s) =>
      s
        .user("let's turn on http/3 at the edge, should be free perf")
        .bash("curl -sI --http3 https://api.example.net | head -1", "HTTP/3 200")
        .assistant("HTTP/3 works on the canary. UDP 443 throughput on the NLB path was 20% lower in the test, though.")
        .user("hm. and two enterprise customers block udp egress anyway. ok reversing that: no quic at the edge, we stay on http/2 over tcp")
        .assistant("I will remove the alt-svc header from the canary.")
        .file("Edit", "edge/envoy/listeners.yaml")
        .stop(),
    planted: [{ kind: "decision", keys: ["quic"] }],
  },
  {
    id: "t64-haproxy-ansible",
    build: (s) =>
      s
        .user("add a backend for the new search cluster to the legacy haproxy")
        .assistant("I will edit /etc/haproxy/haproxy.cfg on lb-1 and reload.")
        .user("no, haproxy config only ever changes through the ansible role, never on the box. it gets overwritten on the next run otherwise")
        .file("Edit", "ansible/roles/haproxy/templates/haproxy.cfg.j2")
        .bash("ansible-playbook lb.yml --check --diff | tail -2", "+backend search\n+    server search-1 10.20.9.4:9200 check")
        .stop(),
    planted: [{ kind: "instruction", keys: ["haproxy"] }],
  },
  {
    id: "t64-intermediate-cert",
    build: (s) =>
      s
        .bash("openssl x509 -in /etc/pki/intermediate.pem -noout -enddate", "notAfter=Mar  2 00:00:00 2027 GMT")
        .assistant("The internal intermediate CA certificate expires on 2 March 2027.")
        .user("that needs rotating well before march, and every service trusts it so it's a whole project. leave it open for now, I'll scope it with Priya")
        .assistant("Okay, I won't touch it in this session.")
        .stop(),
    planted: [{ kind: "task", keys: ["intermediate"] }],
  },
  {
    id: "t64-etcd-members",
    build: (s) =>
      s
        .bash("etcdctl member list -w table | wc -l", "9")
        .assistant("The member list has 5 entries plus table borders.")
        .user("yes, prod etcd is 5 members spread across 3 AZs, so we survive an AZ loss")
        .assistant("Then a single AZ failure leaves 3 or 4 members, enough for quorum.")
        .stop(),
    planted: [{ kind: "fact", keys: ["members"] }],
  },
  {
    id: "t64-trace-headers",
    build: (s) =>
      s
        .user("the consumer logs can't be joined with the producer's request logs")
        .bash("kafkacat -b kafka:9092 -t orders -C -c 1 -J | jq .headers", "[]")
        .assistant("Messages carry no headers at all, so there is nothing to correlate on.")
        .user("every producer must put the trace id in the message headers. that's a rule for all topics, not just orders")
        .file("Edit", "libs/kafka/producer.go")
        .stop(),
    planted: [{ kind: "instruction", keys: ["trace"] }],
  },
  {
    id: "t64-empty-withdrawn",
    build: (s) =>
      s
        .user("what if we replaced the NLB with a pair of our own keepalived VMs? cheaper maybe")
        .bash("aws ce get-cost-and-usage --filter file://nlb.json | jq .Total", '{"UnblendedCost":{"Amount":"412.18"}}')
        .assistant("The NLB costs about $412 per month. Two VMs would be cheaper, but you'd own failover, patching and DDoS exposure.")
        .user("yeah nah, forget I said it")
        .stop(),
    planted: [],
  },
  {
    id: "t64-health-checks",
    build: (s) =>
      s
        .user("why does the LB keep sending traffic to the inventory pod that's wedged")
        .bash("aws elbv2 describe-target-groups --names inventory-grpc | jq '.TargetGroups[0].HealthCheckProtocol'", '"TCP"')
        .assistant("The target group health check only opens a TCP connection, so a wedged gRPC server that still accepts connections looks healthy.")
        .user("ugh. proper grpc health checks on the lb target groups are outstanding, needs the health service in every backend first. backlog item")
        .stop(),
    planted: [{ kind: "task", keys: ["health"] }],
  },
  {
    id: "t64-tls-version",
    build: (s) =>
      s
        .user("pen test flagged TLS 1.0 on the partner endpoint")
        .bash("nmap --script ssl-enum-ciphers -p 443 partner.example.net | grep TLSv", "|   TLSv1.0:\n|   TLSv1.2:\n|   TLSv1.3:")
        .assistant("TLS 1.0, 1.2 and 1.3 are offered. Should I drop 1.0 only, or 1.0 and 1.1?")
        .user("minimum is tls 1.2 for partners, 1.3 only for internal. that's the decision, apply it")
        .file("Edit", "edge/envoy/tls-context.yaml")
        .stop(),
    planted: [{ kind: "decision", keys: ["tls", "1.2"] }],
  },
  {
    id: "t64-istio-legacy",
    build: (s) =>
      s
        .user("which istio are we on in the old cluster")
        .bash("istioctl version --short", "client version: 1.19.3\ncontrol plane version: 1.19.3")
        .assistant("The legacy cluster runs Istio 1.19.3.")
        .user("right. fwiw the legacy cluster stays on istio 1.19 until it's decommissioned, it's out of support but nobody's allowed to touch it")
        .assistant("Noted.")
        .stop(),
    planted: [{ kind: "fact", keys: ["istio"] }],
  },
  {
    id: "t64-mesh-choice",
    build: (s) =>
      s
        .user("new cluster needs a mesh. istio again, since we know it?")
        .assistant("Istio again would reuse your knowledge. Linkerd is lighter and its mTLS is on by default.")
        .bash("helm search repo linkerd2 --versions | head -2", "linkerd/linkerd2  2.14.10  stable-2.14.10")
        .user("ok istio for the new cluster")
        .user("scratch that after talking to the team. sidecar memory on istio is killing us. the new cluster gets linkerd")
        .assistant("Okay, Linkerd for the new cluster.")
        .stop(),
    planted: [{ kind: "decision", keys: ["linkerd"] }],
  },
  {
    id: "t64-consumer-lag",
    build: (s) =>
      s
        .bash("kafka-consumer-groups.sh --bootstrap-server kafka:9092 --describe --group billing | tail -2", "billing  orders  47  1820331  1903114  82783")
        .assistant("The billing consumer group is about 82k messages behind on partition 47.")
        .user("and nobody noticed for hours. we need alerting on consumer lag per group. can't do it today, write it down")
        .assistant("Okay, I'll leave it as an open item.")
        .stop(),
    planted: [{ kind: "task", keys: ["lag"] }],
  },
  {
    id: "t64-wireguard",
    build: (s) =>
      s
        .user("I can't reach 10.20.x from home")
        .bash("ip route | grep wg0", "10.8.0.0/24 dev wg0 proto kernel scope link src 10.8.0.14")
        .assistant("Your WireGuard interface only routes 10.8.0.0/24. Is 10.20.0.0/16 supposed to be in AllowedIPs?")
        .user("the office vpn is wireguard on 10.8.0.0/24 and it only routes to the bastion subnet by design. you go through the bastion for 10.20")
        .bash("ssh -J bastion 10.20.4.17 hostname", "payments-1")
        .stop(),
    planted: [{ kind: "fact", keys: ["wireguard"] }],
  },
  {
    id: "t64-empty-done",
    build: (s) =>
      s
        .user("bump the ingress replicas to 4")
        .bash("kubectl scale deploy/ingress -n edge --replicas=4", "deployment.apps/ingress scaled")
        .assistant("Done. All four ingress replicas are running and passing readiness.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "t64-mtu",
    build: (s) =>
      s
        .user("large gRPC responses between nodes hang, small ones work")
        .bash("ping -M do -s 1472 10.244.3.9 -c 1", "ping: local error: message too long, mtu=1450", 1)
        .assistant(
          "Packets above 1450 bytes can't pass, which points to the overlay MTU. A hypothesis: the pod interfaces are set to 1500 while the VXLAN overlay only carries 1450.",
        )
        .bash("kubectl exec deploy/inventory -- cat /sys/class/net/eth0/mtu", "1500")
        .assistant("Confirmed: the overlay MTU is 1450 but the pods use 1500, so large responses are dropped.")
        .stop(),
    planted: [{ kind: "fact", keys: ["mtu"] }],
  },
  {
    id: "t64-envoy-edge",
    build: (s) =>
      s
        .user("nginx or envoy for the new edge proxy")
        .assistant("Envoy gives you xDS config, better gRPC support and native retries; nginx is simpler to run.")
        .bash("docker run --rm envoyproxy/envoy:v1.30.1 --version", "envoy  version: 1.30.1/Clean/RELEASE/BoringSSL")
        .user("envoy at the edge. final. nginx retires with the old LBs")
        .user("and show me the diff of any envoy config before you apply it, every time")
        .stop(),
    planted: [
      { kind: "decision", keys: ["envoy"] },
      { kind: "instruction", keys: ["diff"] },
    ],
  },
  {
    id: "t64-conntrack",
    build: (s) =>
      s
        .user("packet drops on edge-3 during the sale")
        .bash("dmesg | tail -2", "nf_conntrack: nf_conntrack: table full, dropping packet\nnf_conntrack: nf_conntrack: table full, dropping packet")
        .bash("sysctl net.netfilter.nf_conntrack_max", "net.netfilter.nf_conntrack_max = 262144")
        .assistant("The conntrack table on the edge nodes is capped at 262144 entries and filled up under the sale traffic.")
        .user("raise it to 1M today please")
        .bash("sysctl -w net.netfilter.nf_conntrack_max=1048576", "net.netfilter.nf_conntrack_max = 1048576")
        .stop(),
    planted: [{ kind: "fact", keys: ["conntrack"] }],
  },
  {
    id: "t64-dnssec",
    build: (s) =>
      s
        .bash("dig +dnssec example.net SOA | grep -c RRSIG", "0")
        .assistant("The public zone isn't signed; there are no RRSIG records.")
        .user("yeah dnssec on the public zone has been on the list forever. needs a registrar DS record change, which needs legal's login. still open")
        .stop(),
    planted: [{ kind: "task", keys: ["dnssec"] }],
  },
  {
    id: "t64-consul",
    build: (s) =>
      s
        .user("VM services need to find k8s services and vice versa. consul or just DNS?")
        .assistant("Consul catalog sync can register services in both directions. Plain DNS would need someone to maintain records by hand.")
        .bash("consul members | head -3", "Node     Address          Status  Type\nconsul-1 10.0.2.11:8301   alive   server")
        .user("consul it is for cross-platform service discovery. we already run the servers")
        .stop(),
    planted: [{ kind: "decision", keys: ["consul"] }],
  },
  {
    id: "t64-empty-hypothesis",
    build: (s) =>
      s
        .user("p99 jumped at 14:00. maybe the LB is dropping keepalives?")
        .bash("kubectl logs deploy/edge-envoy --since=1h | grep -c 'upstream_reset'", "3")
        .assistant(
          "Only 3 upstream resets in the last hour, so keepalive drops probably aren't it. It might be the 14:00 batch job, but I haven't confirmed that.",
        )
        .user("hm ok, let's watch it tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "t64-wildcard",
    build: (s) =>
      s
        .user("can we just issue *.internal.example.net for all internal services, simpler")
        .bash("vault read pki_int/roles/internal | grep allow_wildcard", "allow_wildcard_certificates  false")
        .assistant("The Vault role disallows wildcard certificates right now.")
        .user("and it stays that way. no wildcard certs for internal services, one cert per service name, so a leaked key doesn't cover everything")
        .stop(),
    planted: [{ kind: "instruction", keys: ["wildcard"] }],
  },
  {
    id: "t64-rabbit-limits",
    build: (s) =>
      s
        .user("mailer publishes fail with 'message too large'")
        .bash("rabbitmqctl environment | grep max_message_size", "{max_message_size,16777216}")
        .assistant("RabbitMQ's max_message_size is set to 16 MiB on this cluster.")
        .user("yes our rabbitmq caps messages at 16MB, attachments should go to S3 with a pointer in the message anyway")
        .assistant("I will change the mailer to upload attachments and send a reference.")
        .file("Edit", "services/mailer/publish.go")
        .stop(),
    planted: [{ kind: "fact", keys: ["rabbitmq"] }],
  },
  {
    id: "t64-delivery",
    build: (s) =>
      s
        .user("exactly-once for the billing consumer, can kafka do that?")
        .assistant(
          "Kafka's transactions give exactly-once only within Kafka. Writing to Postgres, you'd need at-least-once delivery plus idempotent handlers keyed by event id.",
        )
        .bash("psql -c '\\d processed_events'", 'Did not find any relation named "processed_events".')
        .user("ok: at-least-once plus idempotent consumers, that's our delivery semantics for billing. skip the transactions api")
        .user("also the billing consumer needs a DLQ, poison messages currently block the partition. not in this PR though")
        .stop(),
    planted: [
      { kind: "decision", keys: ["at-least-once"] },
      { kind: "task", keys: ["dlq"] },
    ],
  },
  {
    id: "t64-runbook",
    build: (s) =>
      s
        .user("what happens if the redis sentinels split")
        .bash("redis-cli -p 26379 sentinel master mymaster | grep -A1 quorum", "quorum\n2")
        .assistant("Sentinel quorum is 2 of 3, so a partition isolating one sentinel can't elect a new master on its own side.")
        .user("right, the sentinel quorum is 2 out of 3 nodes. we have zero docs for split brain though, someone has to write a runbook for it. later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sentinel"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "t64-ipv6",
    build: (s) =>
      s
        .user("write the listener config for the new dns forwarder")
        .file("Write", "dns/forwarder/Corefile")
        .assistant("I wrote a Corefile listening on 0.0.0.0:53.")
        .user("new configs should be dual-stack and listen on ipv6 too, [::]:53. we're not adding more v4-only stuff")
        .file("Edit", "dns/forwarder/Corefile")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ipv6"] }],
  },
  {
    id: "t64-empty-log",
    build: (s) =>
      s
        .user("what's this warning in the broker log")
        .bash(
          "tail -2 /var/log/kafka/server.log",
          "WARN [Controller] Broker 4 never acknowledged LeaderAndIsr; always retrying\nINFO TODO: remove legacy listener",
        )
        .assistant(
          "Broker 4 was slow to acknowledge a leadership change after its restart; the controller retried and it went through at the next line. The TODO is a log message from the vendor build, not ours.",
        )
        .user("ok harmless then")
        .stop(),
    planted: [],
  },
  {
    id: "t64-descriptor",
    build: (s) =>
      s
        .bash("cat /proc/$(pidof envoy)/limits | grep 'open files'", "Max open files  65536  65536  files")
        .assistant("Envoy runs with a 65536 open files limit; it peaked at 61k connections yesterday.")
        .user(
          "we need to raise the file descriptor limit on all proxies, but that's a systemd unit change across the fleet, needs a maintenance window. leave it open",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["descriptor"] }],
  },
  {
    id: "t64-lb-algorithm",
    build: (s) =>
      s
        .user("one inventory pod always hotter than the others")
        .bash("kubectl top pods -l app=inventory", "inventory-7c9  910m\ninventory-2bd  240m\ninventory-k4x  260m")
        .assistant("Round robin over long-lived HTTP/2 connections pins most requests on one pod. Least-request balancing would spread them.")
        .user("switch the cluster to least-request for inventory and we'll use that for all grpc upstreams")
        .file("Edit", "edge/envoy/clusters/inventory.yaml")
        .stop(),
    planted: [{ kind: "decision", keys: ["least-request"] }],
  },
  {
    id: "t64-priya",
    build: (s) =>
      s
        .user("who do I ask about the reverse dns for the new mail IPs")
        .bash("dig -x 198.51.100.25 +short", "")
        .assistant("There's no PTR record for 198.51.100.25 yet.")
        .user("Priya owns all the DNS infra, zones and registrar. I'll ping her")
        .user("getting reverse dns set for the mail IPs is still to do, she has to file it with the provider")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["reverse"] },
    ],
  },
  {
    id: "t64-jitter",
    build: (s) =>
      s
        .user("the outage yesterday was the clients stampeding on reconnect right?")
        .bash("grep -c 'reconnect' logs/edge-2026-07-19.log", "184220")
        .assistant("184k reconnects in the log, most within the same second. That's consistent with synchronized retries.")
        .user("yep. policy for every client we write: retries use exponential backoff with full jitter, no fixed sleep loops")
        .stop(),
    planted: [{ kind: "instruction", keys: ["jitter"] }],
  },
  {
    id: "t64-empty-rejected",
    build: (s) =>
      s
        .user("should we move the broker to a managed service, MSK or Confluent?")
        .assistant("MSK would take broker patching off your hands; Confluent Cloud adds schema registry and connectors but costs more.")
        .bash("aws kafka list-clusters | jq '.ClusterInfoList | length'", "0")
        .user("not this year, budget's gone. drop it")
        .stop(),
    planted: [],
  },
  {
    id: "t64-protobuf",
    build: (s) =>
      s
        .user("event payloads are json with no schema and it's chaos")
        .bash("ls schemas/", "orders.json\npayments.json")
        .assistant("You could adopt Avro with a schema registry, or protobuf, which you already use for gRPC.")
        .user("protobuf for event payloads too, one toolchain. json schemas get deleted once producers are migrated")
        .stop(),
    planted: [{ kind: "decision", keys: ["protobuf"] }],
  },
  {
    id: "t64-bgp",
    build: (s) =>
      s
        .user("are we single-homed at the colo?")
        .bash("birdc show protocols | grep BGP", "cogent   BGP  master  up  2026-05-02  Established\nhe_net   BGP  master  up  2026-05-02  Established")
        .assistant("No, two BGP sessions are established, Cogent and Hurricane Electric.")
        .user("correct, the colo has bgp with two upstreams, cogent and HE, and we announce our /24 to both")
        .stop(),
    planted: [{ kind: "fact", keys: ["bgp"] }],
  },
  {
    id: "t64-queue-naming",
    build: (s) =>
      s
        .user("create the queue for the export worker")
        .bash("rabbitmqadmin declare queue name=prod.export.jobs durable=true", "queue declared")
        .assistant("Created `prod.export.jobs`.")
        .user("good, that's the convention: queues are named env.service.purpose, always with the env prefix. someone made a 'jobs' queue in prod last month")
        .stop(),
    planted: [{ kind: "instruction", keys: ["queues"] }],
  },
  {
    id: "t64-sse",
    build: (s) =>
      s
        .user("dashboard live updates, websockets or SSE?")
        .assistant("SSE is one-way and runs over plain HTTP/2 through your existing Envoy; websockets need upgrade handling on the LB.")
        .bash("curl -sN -H 'Accept: text/event-stream' https://dash.example.net/stream | head -2", "event: ping\ndata: {}")
        .user("sse. we only push server->client, no reason for websockets")
        .stop(),
    planted: [{ kind: "decision", keys: ["sse"] }],
  },
  {
    id: "t64-empty-explain",
    build: (s) =>
      s
        .user("why does raft need an odd number of nodes again")
        .assistant(
          "It doesn't strictly; but 4 nodes tolerate the same single failure as 3, because a majority of 4 is 3. Odd sizes give the most fault tolerance per node.",
        )
        .bash("etcdctl endpoint health --cluster | grep -c healthy", "5")
        .user("ah right")
        .stop(),
    planted: [],
  },
  {
    id: "t64-zookeeper",
    build: (s) =>
      s
        .bash("kafka-metadata-quorum.sh --bootstrap-server kafka-legacy:9092 describe --status", "Error: the cluster is not running in KRaft mode", 1)
        .assistant("The legacy Kafka cluster isn't in KRaft mode.")
        .user("no, legacy kafka 2.8 still runs on zookeeper, three ZK nodes on the old VMs. only the new cluster is kraft")
        .user("decommission the old zookeeper + kafka 2.8 once the last consumer moves, it's on the roadmap for Q4")
        .stop(),
    planted: [
      { kind: "fact", keys: ["zookeeper"] },
      { kind: "task", keys: ["decommission"] },
    ],
  },
  {
    id: "t64-cert-manager",
    build: (s) =>
      s
        .user("tls certs on the ingress are managed by a cron + certbot script. fragile")
        .bash("crontab -l | grep certbot", "0 3 * * * /opt/certbot-renew.sh  # never remove")
        .assistant("You could move to cert-manager with a Let's Encrypt ClusterIssuer, or keep certbot and add monitoring.")
        .user("we move to cert-manager with letsencrypt, the cron script goes")
        .user("also cert issuance for internal stuff goes through vault pki, never self-sign by hand. keep that in mind for every service")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cert-manager"] },
      { kind: "instruction", keys: ["vault"] },
    ],
  },
  {
    id: "t64-latency",
    build: (s) =>
      s
        .user("can the checkout call the fra inventory replica from iad synchronously?")
        .bash("ping -c 5 inventory.fra.internal | tail -1", "rtt min/avg/max/mdev = 88.1/89.4/91.2/1.1 ms")
        .assistant("Round-trip latency from iad to fra is about 89 ms.")
        .user("right, iad-fra latency is ~90ms round trip, so that's a no for sync calls on the checkout path")
        .stop(),
    planted: [{ kind: "fact", keys: ["latency"] }],
  },
  {
    id: "t64-anycast",
    build: (s) =>
      s
        .user("public resolvers for customers: anycast or geo-DNS?")
        .assistant("Anycast lets BGP route users to the nearest PoP and fails over automatically; geo-DNS depends on resolver location, which is often wrong.")
        .bash("birdc show route export cogent | grep 203.0.113", "203.0.113.0/24  via 10.0.0.1")
        .user("anycast. we already announce the /24 from the colo, the new PoPs will announce it too")
        .user("and load-testing the new ingress at 20k rps is still pending before any PoP goes live")
        .stop(),
    planted: [
      { kind: "decision", keys: ["anycast"] },
      { kind: "task", keys: ["load-testing"] },
    ],
  },
  {
    id: "t64-chaos",
    build: (s) =>
      s
        .user("run the broker-kill chaos experiment on eu-west")
        .bash("date -u +%H:%M", "11:20")
        .assistant("It's 11:20 UTC, business hours in eu-west.")
        .user("oh right. no chaos experiments in eu-west during business hours, ever. run it tonight after 20:00 UTC")
        .stop(),
    planted: [{ kind: "instruction", keys: ["chaos"] }],
  },
  {
    id: "t64-empty-ttl-q",
    build: (s) =>
      s
        .user("is 300s TTL too high for the api record? maybe 60?")
        .bash("dig api.example.net +noall +answer", "api.example.net.  300  IN  A  203.0.113.10")
        .assistant("Lower TTL speeds up failover but means more queries to the authoritative servers. 60 is common for records that fail over.")
        .user("let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "t64-sticky",
    build: (s) =>
      s
        .user("the old app needed sticky sessions on the ALB. still need them?")
        .bash("aws elbv2 describe-target-group-attributes --target-group-arn $TG | jq -r '.Attributes[] | select(.Key==\"stickiness.enabled\").Value'", "true")
        .assistant("Stickiness is still enabled. Sessions moved to Redis in the spring, so the app no longer needs it.")
        .user("turn it off then. sticky sessions are off for every service behind the alb, state lives in redis")
        .stop(),
    planted: [{ kind: "decision", keys: ["sticky"] }],
  },
  {
    id: "t64-upgrade-envoy",
    build: (s) =>
      s
        .bash("kubectl get deploy edge-envoy -n edge -o jsonpath='{.spec.template.spec.containers[0].image}'", "envoyproxy/envoy:v1.27.2")
        .assistant("The edge Envoy is on 1.27.2, which is end of life.")
        .user("the upgrade to 1.30 is queued behind the tls work. not now, but it has to happen this quarter")
        .user("and keep your answers short, bullet points when you summarise stuff. i read these on my phone")
        .stop(),
    planted: [
      { kind: "task", keys: ["upgrade"] },
      { kind: "instruction", keys: ["bullet"] },
    ],
  },
  {
    id: "t64-cidr",
    build: (s) =>
      s
        .user("new VPC peering overlaps with something?")
        .bash("kubectl cluster-info dump | grep -m1 cluster-cidr", '"--cluster-cidr=10.244.0.0/16"')
        .assistant("The pod network is 10.244.0.0/16; the peer VPC is 10.240.0.0/12, which contains it.")
        .user("yeah pod cidr is 10.244.0.0/16 in every cluster, that's fixed. peering has to pick another range")
        .stop(),
    planted: [{ kind: "fact", keys: ["cidr"] }],
  },
  {
    id: "t64-grpcurl",
    build: (s) =>
      s
        .user("is the inventory grpc server up")
        .bash("curl -s http://inventory:9090/", "curl: (1) Received HTTP/0.9 when not allowed", 1)
        .user("curl won't tell you anything on grpc. use grpcurl against the reflection api for grpc checks")
        .bash("grpcurl -plaintext inventory:9090 grpc.health.v1.Health/Check", '{ "status": "SERVING" }')
        .assistant("The inventory server reports SERVING.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["grpcurl"] }],
  },
  {
    id: "t64-srv-records",
    build: (s) =>
      s
        .bash("dig _ldap._tcp.corp.internal SRV +short", "0 100 389 ldap-old-1.corp.internal.\n0 100 389 ldap-1.corp.internal.")
        .assistant("The SRV set still includes ldap-old-1, which was shut down in May.")
        .user("there are dozens of stale srv records like that. cleaning them up is on the todo list, needs an audit of who still uses them")
        .stop(),
    planted: [{ kind: "task", keys: ["srv"] }],
  },
  {
    id: "t64-netshoot",
    build: (s) =>
      s
        .user("debug why orders pod can't reach consul")
        .bash("kubectl exec deploy/orders -- nc -zv consul 8500", 'OCI runtime exec failed: exec: "nc": executable file not found', 1)
        .user("prod images are distroless, there's no nc. for network debugging use the netshoot ephemeral container, always")
        .bash("kubectl debug deploy/orders -it --image=nicolaka/netshoot -- nc -zv consul 8500", "Connection to consul 8500 port [tcp/*] succeeded!")
        .assistant("From the netshoot container, consul:8500 is reachable, so the network path is fine.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["netshoot"] }],
  },
  {
    id: "t64-cloudfront",
    build: (s) =>
      s
        .user("report export 504s after 30 seconds")
        .bash("aws cloudfront get-distribution-config --id E2QX | jq .DistributionConfig.Origins.Items[0].CustomOriginConfig.OriginReadTimeout", "30")
        .assistant("CloudFront waits 30 seconds for the origin by default.")
        .user("and cloudfront's origin read timeout maxes out at 60s unless aws raises the quota, so long exports have to go async regardless")
        .stop(),
    planted: [{ kind: "fact", keys: ["cloudfront"] }],
  },
  {
    id: "t64-proxy-protocol",
    build: (s) =>
      s
        .user("backend logs show the NLB's IP instead of client IPs")
        .bash("aws elbv2 describe-target-group-attributes --target-group-arn $TG | grep proxy_protocol", '"Key": "proxy_protocol_v2.enabled", "Value": "false"')
        .assistant("Proxy protocol v2 is disabled on the target group, so the backends only see the NLB's address.")
        .user("enabling proxy protocol end to end is still to do, the backends have to accept it first or they break. ticket it for next sprint")
        .stop(),
    planted: [{ kind: "task", keys: ["proxy"] }],
  },
  {
    id: "t64-ttl-decision",
    build: (s) =>
      s
        .user("failover drill took 6 minutes because of DNS caching")
        .bash("dig db-primary.corp.internal +noall +answer", "db-primary.corp.internal.  300  IN  CNAME  db-a.corp.internal.")
        .assistant("The failover record has a 300-second TTL.")
        .user("ttl on failover records goes down to 30s, that's what we picked in the drill retro. set it")
        .file("Edit", "dns/zones/corp.internal.db")
        .stop(),
    planted: [{ kind: "decision", keys: ["ttl"] }],
  },
  {
    id: "t64-compaction",
    build: (s) =>
      s
        .bash("etcdctl endpoint status -w json | jq '.[0].Status.dbSize'", "6442450944")
        .assistant("The etcd database is 6 GiB, which is close to the 8 GiB quota.")
        .user("we need a scheduled compaction and defrag job for etcd, nothing exists right now. not something I want to rush, park it")
        .stop(),
    planted: [{ kind: "task", keys: ["compaction"] }],
  },
  {
    id: "t64-drain",
    build: (s) =>
      s
        .user("reboot edge-4 for the kernel patch")
        .assistant("I will reboot it now.")
        .user("stop, drain it out of the LB target group first. always drain before rebooting anything that takes traffic")
        .bash("aws elbv2 deregister-targets --target-group-arn $TG --targets Id=i-0edge4 && sudo reboot", "")
        .assistant("edge-4 was deregistered, drained, and rebooted.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["drain"] }],
  },
  {
    id: "t64-deprecated-topic",
    build: (s) =>
      s
        .user("who still reads orders-v1")
        .bash("kafka-consumer-groups.sh --bootstrap-server kafka:9092 --list | grep -c v1", "4")
        .assistant("Four consumer groups still read from orders-v1.")
        .user("those four have to migrate off the deprecated topic before we delete it. not today, two of the owning teams are on holiday")
        .bash(
          "kafka-configs.sh --bootstrap-server kafka:9092 --describe --entity-type topics --entity-name orders-v1 | grep retention.ms",
          "retention.ms=2592000000",
        )
        .user("and yes orders-v1 keeps 30 days of retention, so there's no rush on data loss")
        .stop(),
    planted: [
      { kind: "task", keys: ["deprecated"] },
      { kind: "fact", keys: ["retention"] },
    ],
  },
  {
    id: "t64-bastion-firewall",
    build: (s) =>
      s
        .user("can you open 5432 from the bastion to the new db subnet")
        .bash("aws ec2 authorize-security-group-ingress --group-id sg-bastion --protocol tcp --port 5432 --cidr 10.20.12.0/24", '{ "Return": true }')
        .assistant("Port 5432 is open from the bastion to 10.20.12.0/24.")
        .user("thanks. honestly nobody knows what else is open on the bastion firewall, we need a written port map for it at some point")
        .stop(),
    planted: [{ kind: "task", keys: ["firewall"] }],
  },
  {
    id: "t64-empty-renew",
    build: (s) =>
      s
        .user("renew the staging cert, it expired this morning")
        .bash(
          "kubectl delete secret staging-tls -n edge && kubectl get certificate -n edge staging-tls -w --request-timeout=90s | tail -1",
          "staging-tls   True    staging-tls   12s",
        )
        .assistant("Done. The staging certificate was reissued and is Ready; browsers see the new one now.")
        .user("great thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t64-empty-status",
    build: (s) =>
      s
        .user("quick status check on the mesh")
        .bash("linkerd check --proxy | tail -1", "Status check results are √")
        .assistant("All Linkerd proxy checks pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
];

export const TUNING64 = plantedSet(TUNING64_SESSIONS, START);
