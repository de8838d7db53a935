/**
 * Blind planted set 63 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: non-engineers automating their small business with the agent: a bakery owner, a
 * bookkeeper, a clinic receptionist, a florist, a dog groomer (Google Sheets and Apps Script,
 * Zapier, Airtable, invoices, CSV exports, email templates). Plain everyday words, few
 * technical terms, things explained at length, typos and lists; the agent answers in Claude
 * Code and Grok voice. Each session is one segment; the items planted in it are listed with
 * it: 74 items (18 decisions, 18 instructions, 21 facts, 17 tasks) in 58 sessions, 18 of which
 * plant nothing. Every other message must give nothing: questions, hypotheses, proposals the user turns
 * down or never confirms, withdrawn ideas, unconfirmed guesses, quoted scripts, logs and tool
 * output (with words like "always", "never", "TODO"), chit-chat, and requests that the agent
 * completes in the same session. Where a later message changes an earlier decision, only the
 * later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set):
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
import type { BlindItem, BlindSession } from "./planted-scoring";
import { plantedSet } from "./planted-scoring";

const decision = (...keys: string[]): BlindItem => ({ kind: "decision", keys });
const instruction = (...keys: string[]): BlindItem => ({ kind: "instruction", keys });
const fact = (...keys: string[]): BlindItem => ({ kind: "fact", keys });
const task = (...keys: string[]): BlindItem => ({ kind: "task", keys });

export const BLIND63_SESSIONS: BlindSession[] = [
  {
    id: "b63-bakery-confirmations",
    build: (s) =>
      s
        .user(
          "hi! so I run a small bakery (Rosa's) and people order cakes through a Google Form. the answers land in a Google Sheet. I would love it if every time somebody orders they get an email back saying we got it. I am NOT a programmer at all so please go slow and tell me what you are doing",
        )
        .assistant(
          "Happy to help, and I'll explain each step as I go. First I'll download the script project that belongs to your sheet so I can see what's already in it.",
        )
        .bash("clasp pull", "Cloned 1 file.\n└─ Code.gs")
        .file("Read", "Code.gs")
        .assistant(
          "Right now the script file only has the sample `myFunction` that Google puts in every new project, so we start from a clean slate. Two questions before I write anything: which column holds the pickup date, and which address should the email come from?",
        )
        .user(
          "The pickup date is in column D, the form puts it there by itself. And the confirmation emails go out from orders@rosasbakery.com, not my personal gmail. We settled that last winter because my own inbox was drowning in replies",
        )
        .file("Write", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant(
          'Done. I added a function called `sendConfirmation`. When the form is submitted it reads the customer\'s name, their email and the pickup date from the new row and sends a short thank-you note. One step is left for you, because Google asks the owner to approve it: open Extensions → Apps Script → Triggers (the little clock on the left), click Add Trigger, pick `sendConfirmation`, and choose "On form submit". Google will then ask for permission to send email as you; that is expected.',
        )
        .user("did it. thank you so much!!")
        .stop(),
    planted: [fact("pickup", "column d"), decision("confirmation", "orders@")],
  },
  {
    id: "b63-bakery-spam-guess",
    build: (s) =>
      s
        .user("some of the confirmation emails land in spam I think? a lady told me on the phone. why would that be")
        .assistant(
          "I can't see the other person's inbox, so this is a guess: maybe it's because the email has a link in it and nothing else, or maybe her mail provider is just strict with new senders. Would you like me to look at the email text?",
        )
        .bash("clasp pull", "Cloned 1 file.\n└─ Code.gs")
        .assistant("The text is short and has no link in it at all, so my first guess was wrong. It might be her provider, but I can't tell from here.")
        .user("hmm ok. let's leave it, I'll ask my nephew when he visits, he does computers")
        .assistant("Sounds good. If he finds something, I'm glad to make the change.")
        .stop(),
    planted: [],
  },
  {
    id: "b63-bookkeeper-invoice-numbers",
    build: (s) =>
      s
        .user(
          "Hello. I'm Dana, I do the books for about a dozen small clients. I keep one Google Sheet per client with their invoices. I want a button that makes the next invoice number for me because I keep typing them wrong.",
        )
        .assistant("Let me look at one of your sheets first so the numbers follow what you already do.")
        .bash("clasp pull --rootDir ./hendricks", "Cloned 2 files.\n└─ Code.gs\n└─ appsscript.json")
        .file("Read", "hendricks/Code.gs")
        .assistant(
          "Your existing numbers look like `HEN-2026-014`: three letters for the client, the year, then a running number. I can keep exactly that shape. Should the running number start again at 001 every January?",
        )
        .user("Yes. Numbering starts over at 001 on the first of January for every client, that's how my accountant wants it and we agreed it in March.")
        .file("Edit", "hendricks/Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 2 files.")
        .assistant(
          'Done. There is now a menu called "Invoices" at the top of the sheet with one item, "Next number". It looks at the last number of the current year and adds one, and on a new year it starts at 001.',
        )
        .user(
          "Lovely. One thing for whenever you help me again: please never touch the tab called Archive in any of my sheets, it's what I hand to the tax office and it must stay exactly as it is.",
        )
        .assistant("Understood, I'll leave the Archive tab alone in every sheet.")
        .stop(),
    planted: [decision("numbering", "january"), instruction("archive", "tab")],
  },
  {
    id: "b63-clinic-reminders",
    build: (s) =>
      s
        .user(
          "hi, I'm Priya, I'm the receptionist at a small physio clinic. We keep appointments in an Airtable base. I want patients to get a reminder email the day before. I'll have to check with our boss Dr. Kowalski, he doesn't like paying for things.",
        )
        .assistant("I'll check what the Airtable base looks like first. Could you paste the name of the table with the appointments, or shall I list them?")
        .user("just list them please")
        .bash(
          "curl -s -H \"Authorization: Bearer $AIRTABLE_TOKEN\" https://api.airtable.com/v0/meta/bases/appQ1clinic/tables | jq -r '.tables[].name'",
          "Patients\nAppointments\nTherapists\nRooms",
        )
        .assistant(
          "There are four tables: Patients, Appointments, Therapists and Rooms. Airtable has built-in automations, and on your plan they're included, so a reminder wouldn't cost anything extra. Zapier would also work but its free plan runs out after 100 tasks a month.",
        )
        .user(
          "ok then we go with the Airtable automation, not Zapier. And a fact you should know: we're closed on Wednesdays, so nobody ever has an appointment on a Wednesday.",
        )
        .assistant("Got it. I'll write the steps for the automation now so you can click them in.")
        .file("Write", "docs/reminder-automation.md")
        .assistant(
          'I\'ve written the steps into `docs/reminder-automation.md`: a trigger "At a scheduled time" every day at 9:00, a "Find records" step for tomorrow\'s appointments, and a "Send email" step per record. I can\'t click in Airtable for you, so you\'ll have to do those clicks.',
        )
        .user("I'll set it up tomorrow morning when it's quiet")
        .stop(),
    planted: [decision("airtable", "automation"), fact("closed", "wednesday")],
  },
  {
    id: "b63-florist-chitchat",
    build: (s) =>
      s
        .user(
          "good morning! it's valentine's week so I'm going crazy here with roses lol. no coding today just wanted to say the order sheet worked great over the weekend",
        )
        .assistant("Good morning, and that's lovely to hear! Good luck with the Valentine's rush. Shout if anything in the sheet acts up.")
        .user("will do. do you like flowers? silly question I know")
        .assistant(
          "Not a silly question at all, though I don't have a nose to enjoy them. Tulips seem to win a lot of hearts in February, from what people tell me.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b63-florist-zapier-superseded",
    build: (s) =>
      s
        .user(
          "I get orders from my Etsy shop and from my website and I copy them by hand into my big Orders sheet. Can we make that automatic? I was thinking Zapier because my friend uses it.",
        )
        .assistant("Zapier can do that. Let me see what your sheet's columns are so I know where each piece should go.")
        .bash(
          "python3 scripts/peek_sheet.py --sheet Orders --rows 3",
          "Date | Source | Customer | Bouquet | Price | Delivery address | Note\n2026-02-09 | Etsy | M. Jansen | Spring mix | 45.00 | Keizersgracht 12 | no lilies\n2026-02-10 | Web | K. Osei | Red roses x12 | 60.00 | pickup | ",
        )
        .assistant(
          "The columns are clear. With Zapier you'd need two Zaps, one for Etsy and one for the website, which means the paid plan because the free plan only allows single-step Zaps.",
        )
        .user("oh I didn't know it costs money. ok so Zapier then, I'll pay")
        .assistant(
          "Before you pay: your website runs on Squarespace, and Squarespace can send each order by email. A small Apps Script in your sheet could read those emails and add the rows for free. Etsy can do the same with its order emails.",
        )
        .user("oh that's better. scrap the Zapier idea then, we'll do the Apps Script that reads the order emails. free is my favourite price")
        .file("Write", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant(
          'Done. The script `importOrderEmails` looks for unread emails labelled "orders", pulls out the customer, bouquet, price and address, adds a row, and marks the email as read. It runs every 15 minutes once you switch the trigger on.',
        )
        .stop(),
    planted: [decision("apps script", "order emails")],
  },
  {
    id: "b63-bookkeeper-csv-export",
    build: (s) =>
      s
        .user(
          "my bank lets me download a CSV of all the transactions every month. I need to turn it into the format my accounting software (it's called Moneybird) wants. Every month I fix it by hand and it takes me an hour",
        )
        .assistant("I'll look at a sample of the bank file so I can see exactly what it looks like.")
        .bash(
          "head -n 4 exports/bank-2026-01.csv",
          "Datum;Omschrijving;Bedrag;Af/Bij\n02-01-2026;Albert Heijn 1234;12,50;Af\n03-01-2026;Huur januari;850,00;Af\n05-01-2026;Factuur HEN-2026-001;1.200,00;Bij",
        )
        .assistant(
          "I see. The bank separates columns with semicolons, not commas, it writes amounts the Dutch way (`1.200,00`), and money going out is marked `Af` and money coming in `Bij`. Moneybird wants a dot for decimals and a minus sign for money going out. I'll write a small converter.",
        )
        .file("Write", "convert_bank.py")
        .bash("python3 convert_bank.py exports/bank-2026-01.csv", "wrote exports/moneybird-2026-01.csv (47 rows)")
        .assistant(
          "Done: `exports/moneybird-2026-01.csv` has the 47 transactions in Moneybird's format. Please open it and check a few lines against your bank statement.",
        )
        .user(
          "checked five, all correct. From now on, keep the original bank file untouched and always write the converted one as a new file next to it, I need the original for the audit",
        )
        .assistant("Will do: the original stays as it is and the converted copy goes beside it.")
        .user("and can you remember that the bank is ING? their export changed once before without warning")
        .assistant("Noted: the bank is ING, and their export format has changed without warning before.")
        .stop(),
    planted: [fact("semicolons"), instruction("original", "bank file"), fact("bank", "ing")],
  },
  {
    id: "b63-groomer-done-request",
    build: (s) =>
      s
        .user("can you change the colour of the header row in my Bookings sheet to light blue? it's too grey and I can't read it in the mornings")
        .assistant("Sure, I'll do that with a tiny script so it's exact.")
        .bash("clasp run setHeaderColour", "Ran setHeaderColour: A1:H1 background #cfe2f3")
        .assistant("Done, the header row A1 to H1 is light blue now (`#cfe2f3`). Reload the sheet if you still see grey.")
        .user("perfect, much better")
        .stop(),
    planted: [],
  },
  {
    id: "b63-clinic-csv-patients",
    build: (s) =>
      s
        .user(
          "Our booking software (Cliniko) lets me export the patient list as a CSV. I want to merge it into Airtable every Friday. Let me explain the situation: some patients are in both places and I don't want doubles.",
        )
        .assistant("I'll check the export first to see what could tell two records apart.")
        .bash(
          "head -n 3 exports/cliniko-patients.csv",
          "id,first_name,last_name,date_of_birth,email,phone\n10442,Anna,de Vries,1984-03-12,anna.dv@example.com,0612345678\n10443,Tom,Bakker,1990-11-02,,0687654321",
        )
        .assistant(
          "Each patient has a Cliniko `id`. Emails are sometimes empty, so email is a weak way to match. Matching on the Cliniko id would be the safest. Do you want me to use that?",
        )
        .user(
          "Yes, match on the Cliniko id, that's decided. Dr. Kowalski also said one important thing: the date of birth column must never be copied into Airtable, because Airtable isn't where we keep medical stuff. So always leave date_of_birth out.",
        )
        .file("Write", "merge_patients.py")
        .bash("python3 merge_patients.py --dry-run exports/cliniko-patients.csv", "would update 212 patients, add 9, skip date_of_birth column")
        .assistant("The dry run says 212 patients would be updated and 9 added, and the date of birth column is skipped. Shall I run it for real?")
        .user("not today. the real run I'll do on Friday after closing. can you leave me a note?")
        .assistant(
          "Left for Friday: run `python3 merge_patients.py exports/cliniko-patients.csv` (without `--dry-run`) after closing, with a fresh export from Cliniko.",
        )
        .stop(),
    planted: [decision("cliniko", "id"), instruction("date_of_birth"), task("friday", "merge")],
  },
  {
    id: "b63-bakery-question-only",
    build: (s) =>
      s
        .user("what is the difference between a Google Sheet and an Excel file? my accountant keeps asking me for excel")
        .assistant(
          "They hold the same kind of thing, rows and columns of numbers and text. Google Sheets lives in your browser and saves itself online; Excel is a program on a computer and saves a file (`.xlsx`). You can download any Google Sheet as Excel with File → Download → Microsoft Excel, and your accountant will be able to open it.",
        )
        .user("oh that's easy. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b63-bakery-price-list",
    build: (s) =>
      s
        .user(
          "I want my price list to live in one place. Right now prices are in the order form, in the sheet and on a paper on the wall and they never agree. can the sheet be the boss and everything else copy from it?",
        )
        .assistant("Yes. I'll look at your sheet's tabs first.")
        .bash("clasp run listTabs", "Orders\nPrices\nCustomers\nOld prices 2024")
        .assistant(
          "There's already a tab called Prices. I'd make that the single source: the form's cake choices and the confirmation emails would read from it. Is that the right tab?",
        )
        .user(
          "yes the Prices tab is the master price list from now on. whatever is in there is the real price. and please remember that prices include VAT, 9 percent for cakes, I always forget to say that",
        )
        .file("Edit", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant(
          "Done. The form's list of cakes and the confirmation emails now both read from the Prices tab, so when you change a price there, both follow. The paper on the wall I can't update, I'm afraid!",
        )
        .user("haha no. ok one more, next week we add the Easter menu, remind me that the Easter cakes need to go in the Prices tab before the 20th")
        .assistant("Noted as an open item: add the Easter cakes to the Prices tab before the 20th.")
        .stop(),
    planted: [decision("prices tab", "master"), fact("vat", "9 percent"), task("easter", "prices")],
  },
  {
    id: "b63-groomer-template-tone",
    build: (s) =>
      s
        .user(
          "I groom dogs (Happy Paws) and I send the same 4 emails over and over: booking confirmed, reminder, ready for pickup, and a thank you. I'd like them as templates in Gmail. Can you write them? Keep it warm but short. Oh and always call the dog by name in the first line, owners love that.",
        )
        .assistant("Love that. I'll write the four templates into a document first so you can read them before they go into Gmail.")
        .file("Write", "templates/happy-paws-emails.md")
        .assistant(
          "I've drafted all four in `templates/happy-paws-emails.md`. Each one starts with the dog's name, like \"Hi Biscuit's family!\", and has a spot in curly brackets, `{dog}`, `{date}`, `{time}`, where you fill in the details.",
        )
        .user("these are great. maybe we should add a discount code in the thank you one? hmm, not sure, I'll think about it")
        .assistant("Fine, I'll leave the thank-you email as it is for now.")
        .bash("wc -w templates/happy-paws-emails.md", "412 templates/happy-paws-emails.md")
        .assistant("All four together are 412 words, so each is about 100 words, a short read on a phone.")
        .stop(),
    planted: [instruction("dog", "name")],
  },
  {
    id: "b63-bookkeeper-grok-vat-report",
    build: (s) =>
      s
        .user("Need the quarterly VAT overview for the Hendricks sheet. Q1. Same layout as the one you made for Smit last time if you can find it")
        .assistant("I'll find the Smit overview and reuse its layout.")
        .bash("ls reports/", "smit-vat-q4-2025.xlsx\nsmit-vat-q1-2026.xlsx\nhendricks-vat-q4-2025.xlsx")
        .bash(
          "python3 make_vat_report.py --client hendricks --quarter 2026Q1",
          "reading Hendricks invoices: 38\nhigh rate 21%: 31 invoices\nlow rate 9%: 7 invoices\nwrote reports/hendricks-vat-q1-2026.xlsx",
        )
        .assistant("Report written: `reports/hendricks-vat-q1-2026.xlsx`. 38 invoices: 31 at 21% and 7 at 9%. Layout copied from `smit-vat-q1-2026.xlsx`.")
        .user(
          "Thanks. FYI Hendricks is a quarterly filer but Smit files monthly, don't mix them up. And the Hendricks Q1 deadline is 30 April, still need to send it to them for signing, I'll do that after lunch",
        )
        .assistant("Noted: Hendricks files quarterly, Smit monthly. Sending the report for signing is yours for this afternoon.")
        .stop(),
    planted: [fact("smit", "monthly"), task("hendricks", "signing")],
  },
  {
    id: "b63-clinic-quoted-log",
    build: (s) =>
      s
        .user(
          "the reminder automation in Airtable shows a red error since yesterday. here's what it says, I copied it:\n\nRun failed: Send email. Error: recipient is empty. This step will always fail if the email field is blank. TODO: check your records.",
        )
        .assistant("That message comes from Airtable itself. Let me see which appointments tomorrow have no email.")
        .bash(
          "curl -s -H \"Authorization: Bearer $AIRTABLE_TOKEN\" 'https://api.airtable.com/v0/appQ1clinic/Appointments?filterByFormula=AND(IS_SAME(Date,TOMORROW()),Email=\"\")' | jq '.records | length'",
          "2",
        )
        .assistant(
          "Two of tomorrow's appointments have no email address, and that's why the step fails. The \"always fail\" in the message only means it fails for those records; the others were sent.",
        )
        .user("ah those are the two walk-in guys, they don't have email. fine, I'll call them")
        .assistant("That works. The red error will clear itself on the next run that has no blank emails.")
        .stop(),
    planted: [],
  },
  {
    id: "b63-bakery-grok-stock-sheet",
    build: (s) =>
      s
        .user(
          "I want a sheet for flour, butter, sugar etc so I know when to order more. my supplier is Meelhandel Visser, they deliver on tuesdays only and you need to order by sunday evening",
        )
        .assistant("I'll set up a Stock tab with a column for the minimum amount and have it turn red when you go below.")
        .bash("clasp run createStockTab", "Created tab Stock with columns Item, Unit, In stock, Minimum, Order?")
        .assistant('Stock tab created. The "Order?" column says YES in red when "In stock" is below "Minimum". Fill in your minimums and we\'re done.')
        .user("wow quick. could it also email me on Sunday afternoon with the list of things to order? that would be the dream")
        .file("Edit", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant("Done: `weeklyOrderList` runs Sundays at 15:00 and emails you the rows marked YES. Trigger's already set.")
        .stop(),
    planted: [fact("visser", "tuesday")],
  },
  {
    id: "b63-florist-withdrawn",
    build: (s) =>
      s
        .user(
          "I was thinking of moving everything from Google Sheets to Airtable because it looks prettier. what do you think? actually no wait, forget it, my assistant only knows sheets and I don't want to retrain her in the middle of spring",
        )
        .assistant(
          "That makes sense, a move in the busy season is a lot. Airtable is nicer for photos and links between tables, but Sheets does everything you're doing now. We can look again in summer if you like.",
        )
        .bash("clasp run countRows", "Orders: 1284 rows")
        .assistant("For what it's worth, your Orders tab has 1,284 rows, well within what Sheets handles comfortably.")
        .stop(),
    planted: [],
  },
  {
    id: "b63-clinic-names-convention",
    build: (s) =>
      s
        .user("Can you clean up the Patients table in Airtable? Some names are ALL CAPS and some are all lowercase because different people typed them.")
        .assistant("Sure. I'll first count how many look wrong so we know the size of the job.")
        .bash("python3 fix_names.py --count", "all caps: 37\nall lower: 21\nmixed ok: 1890")
        .assistant(
          '58 names need fixing: 37 in capitals and 21 in lowercase. I can change them to "Anna de Vries" style. Names with "van", "de", "van der" keep those little words lowercase, as is usual in Dutch.',
        )
        .user(
          "yes exactly. and that's the rule from now on for anything you add: first name and last name capitalised, the little words van/de/der in lowercase.",
        )
        .bash("python3 fix_names.py --apply", "updated 58 records")
        .assistant("Done, 58 records updated. The other 1,890 were already fine and were not touched.")
        .stop(),
    planted: [instruction("names", "lowercase")],
  },
  {
    id: "b63-groomer-chit",
    build: (s) =>
      s
        .user("morning. just checking you're there. busy day, 9 dogs, two of them poodles which take forever")
        .assistant("I'm here! Nine dogs sounds like a full day. Let me know if anything needs doing in the sheet.")
        .user("nope all good, just bored in the 5 minutes between dogs haha")
        .stop(),
    planted: [],
  },
  {
    id: "b63-bookkeeper-backup",
    build: (s) =>
      s
        .user(
          "I'm nervous about losing the client sheets. Google is reliable I know, but what if I delete something by accident? Can we make a copy somewhere every week?",
        )
        .assistant(
          'Yes. The simplest way is a script that copies each client sheet into a "Backups" folder in your Google Drive once a week. Let me check how many sheets there are.',
        )
        .bash("clasp run listClientSheets", "12 spreadsheets in folder Clients")
        .assistant("There are 12 client sheets. A weekly copy of 12 sheets takes a few seconds, no problem.")
        .user(
          "good. let's do the backup every Saturday night, and keep the copies for a year, that's what we decided with my husband who knows about this stuff. after a year they can go",
        )
        .file("Write", "backup.gs")
        .bash("clasp push", "└─ backup.gs\nPushed 1 file.")
        .assistant(
          "Done. `weeklyBackup` runs every Saturday at 23:00, copies all 12 sheets into Backups/2026-xx-xx, and deletes backup folders older than one year.",
        )
        .user("and later, not today, we need to check that the Drive has space for a year of copies. I'm on the 15 GB free plan")
        .assistant("Left open for later: check that 15 GB of Drive is enough for a year of weekly copies.")
        .stop(),
    planted: [decision("saturday", "backup"), task("drive", "space")],
  },
  {
    id: "b63-bakery-unconfirmed-guess",
    build: (s) =>
      s
        .user("the order count in the sheet says 41 for last week but I'm sure we made like 50 cakes. something is off?")
        .assistant("Let me count the form answers for last week directly.")
        .bash("clasp run countLastWeek", "form responses 2026-02-02..2026-02-08: 41")
        .assistant(
          "The form has 41 answers for last week too, so the sheet is counting right. I suspect some of the cakes were phone orders that never went through the form, but that's just a guess on my part.",
        )
        .user("maybe, my husband takes phone orders sometimes. I'll ask him")
        .stop(),
    planted: [],
  },
  {
    id: "b63-clinic-grok-intake-form",
    build: (s) =>
      s
        .user("new patient intake form. Google Form, name, phone, email, reason for visit, GP name. results to the Intake tab")
        .assistant("Creating the form with those five questions and linking it to the Intake tab.")
        .bash("clasp run createIntakeForm", "Form created: https://docs.google.com/forms/d/1xIntake/edit\nLinked to tab: Intake")
        .assistant("Form's live and linked. Want it on the website or just sent by email?")
        .user(
          "email only. our website is managed by an agency (Pixelwerk) and they charge 80 euros for every change so we don't touch the website unless we must",
        )
        .assistant("Email only, then. I'll put the link in the new-patient email template.")
        .file("Edit", "templates/new-patient.md")
        .assistant("Template updated with the form link.")
        .stop(),
    planted: [fact("website", "pixelwerk")],
  },
  {
    id: "b63-florist-invoices",
    build: (s) =>
      s
        .user(
          "I do weddings too and for those I have to send proper invoices. Right now I make them in Word and it takes ages. Could the sheet make a PDF invoice from a row?",
        )
        .assistant(
          "Yes, the usual way is a Google Docs template with spots like {{name}} that a script fills in and saves as PDF. Let me see if you already have a template.",
        )
        .bash("clasp run findDocs --query invoice", "Invoice template 2025 (Google Doc)\nwedding quote Bloom.docx")
        .assistant("There's an \"Invoice template 2025\". I'll use that and fill in the customer, date, bouquets and total. Where should the PDFs be saved?")
        .user(
          "in the Drive folder Weddings/Invoices. And please: every invoice PDF must be named with the wedding date first, like 2026-06-14 Jansen, so they sort by date. that's how I want all of them",
        )
        .file("Write", "invoice.gs")
        .bash("clasp push", "└─ invoice.gs\nPushed 1 file.")
        .assistant(
          "Done. Select a row in the Weddings tab and choose Invoices → Make PDF. It fills in the template, saves `2026-06-14 Jansen.pdf` in Weddings/Invoices, and puts the link in the last column.",
        )
        .user("brilliant. the template still has my old address on it though, we moved in January. I'll fix that myself at some point, remind me")
        .assistant("Open for later: update the address on the invoice template (you moved in January).")
        .stop(),
    planted: [instruction("pdf", "wedding date"), task("address", "template")],
  },
  {
    id: "b63-groomer-rejected-proposal",
    build: (s) =>
      s
        .user("people keep booking the same slot twice by phone and by the form. can we stop that?")
        .assistant("One option is to move bookings to Calendly, which blocks a slot as soon as it's taken. It has a free plan.")
        .user("no, no Calendly, my older customers would hate it. something inside the sheet please")
        .assistant("OK, let me look at how the bookings are laid out.")
        .bash("clasp run peekBookings", "Date | Time | Dog | Owner | Phone | Service\n2026-02-12 | 10:00 | Biscuit | L. Smit | 0611 | full groom")
        .file("Edit", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant(
          "Done. When a new booking lands on a date and time that's already taken, the row turns orange and you get an email straight away, so you can phone the person before they show up.",
        )
        .user("great, that's what I needed. the orange is the warning colour for everything in my sheets, keep using orange for warnings")
        .assistant("Orange for warnings it is.")
        .stop(),
    planted: [instruction("orange", "warning")],
  },
  {
    id: "b63-bookkeeper-explain-formula",
    build: (s) =>
      s
        .user('what does this formula do? =SUMIFS(E:E;B:B;"Bij";A:A;">="&DATE(2026;1;1)) I found it in an old sheet')
        .assistant(
          'It adds up the amounts in column E, but only for rows where column B says "Bij" (money coming in) and the date in column A is on or after 1 January 2026. So: all income since the start of this year.',
        )
        .user("ahh. ok that makes sense, thanks")
        .assistant("You're welcome. The semicolons are just how Dutch-language Sheets separates the parts; in English Sheets they're commas.")
        .stop(),
    planted: [],
  },
  {
    id: "b63-clinic-therapist-fact",
    build: (s) =>
      s
        .user(
          "The reminder emails should say which therapist the patient is seeing. Let me tell you who we have because the Therapists table is a mess: Dr. Kowalski (the boss), Sanne who does sports injuries, and Joost who only works Mondays and Thursdays.",
        )
        .assistant("Thanks, that helps. I'll look at the table to see how the links are set up.")
        .bash(
          "curl -s -H \"Authorization: Bearer $AIRTABLE_TOKEN\" https://api.airtable.com/v0/appQ1clinic/Therapists | jq -r '.records[].fields.Name'",
          "Kowalski\nSanne\nJoost\nTEST DO NOT USE",
        )
        .assistant(
          "There's a fourth record called \"TEST DO NOT USE\". I'll leave it alone. I've added the therapist's name to the reminder text in the steps document.",
        )
        .file("Edit", "docs/reminder-automation.md")
        .user("that test one, somebody should delete it eventually but not me, I'm scared of breaking things. leave it on the list")
        .assistant('Open item: delete the "TEST DO NOT USE" therapist record once someone checks nothing links to it.')
        .stop(),
    planted: [fact("joost", "mondays"), task("test", "delete")],
  },
  {
    id: "b63-bakery-grok-allergy",
    build: (s) =>
      s
        .user(
          "important. customers can write allergies in the order form. I want the kitchen printout to show allergies in big letters at the top. and this is a rule for everything we make from now on: any list that goes to the kitchen shows allergies first",
        )
        .assistant("Got it. Checking the printout script.")
        .file("Read", "printout.gs")
        .file("Edit", "printout.gs")
        .bash("clasp run printTomorrow", "Printed 14 orders; 3 with allergies (nuts, gluten, nuts)")
        .assistant("Done. Allergies now print first in 20 pt bold. Tomorrow: 14 orders, 3 with allergies.")
        .stop(),
    planted: [instruction("allergies", "kitchen")],
  },
  {
    id: "b63-bookkeeper-reminder-emails",
    build: (s) =>
      s
        .user(
          "Some of my clients' customers pay late. I want a polite reminder email to go out when an invoice is 14 days overdue. Then a firmer one at 30 days. I'll explain how my sheets work: column F is the due date and column H says Paid or is empty.",
        )
        .assistant("Thanks, that's clear. I'll check one sheet to be sure the columns match what you describe.")
        .bash(
          "clasp run peekInvoices --client smit",
          "Number | Customer | Email | Amount | Sent | Due | Days late | Paid\nSMI-2026-003 | Bakkerij Zon | info@zon.nl | 240.00 | 2026-01-05 | 2026-02-04 | 8 | ",
        )
        .assistant(
          "It matches: F is the due date and H is Paid or empty. One thing to decide: should the reminders go out automatically, or should the script make drafts in your Gmail that you send yourself?",
        )
        .user(
          "drafts. I decided I want to read every reminder before it goes, some of these customers are friends of my clients and I don't want to upset anyone",
        )
        .file("Write", "reminders.gs")
        .bash("clasp push", "└─ reminders.gs\nPushed 1 file.")
        .assistant(
          "Done. Every morning at 8:00 `makeReminderDrafts` looks through all 12 sheets and makes a Gmail draft for each invoice that's 14 or 30 days late. Nothing is sent until you press Send.",
        )
        .user("and the firm 30-day text, I want my own words for that one. I'll write it this weekend and send it to you")
        .assistant("Left open: your own wording for the 30-day reminder, to come this weekend. Until then the draft uses a neutral placeholder.")
        .stop(),
    planted: [decision("reminders", "drafts"), fact("due date", "column f"), task("30-day", "wording")],
  },
  {
    id: "b63-groomer-prices-hypothesis",
    build: (s) =>
      s
        .user("should I raise my prices? everybody around here charges more than me I think")
        .assistant(
          "That's a business call I can't make for you, but I can help you look at it. If you like, I could add up what you earned per hour last month from the Bookings sheet.",
        )
        .user("hmm maybe another day. I need to think about it first")
        .assistant("Of course. Whenever you're ready.")
        .stop(),
    planted: [],
  },
  {
    id: "b63-clinic-noshow-sheet",
    build: (s) =>
      s
        .user(
          'Dr. Kowalski wants to know how many patients don\'t show up. Can you make a little overview of no-shows per month? We mark them in Airtable with the status "No show".',
        )
        .assistant("I'll pull the appointments with that status and count them per month.")
        .bash("python3 noshow_report.py", "2025-11: 14\n2025-12: 9\n2026-01: 17\nwrote reports/noshows.csv")
        .assistant("Here they are: 14 in November, 9 in December and 17 in January. I saved them in `reports/noshows.csv` so you can open it in Sheets.")
        .user(
          "thanks. the boss decided: from March, anyone who doesn't show up twice has to pay 25 euros next time. can you add a column that counts no-shows per patient?",
        )
        .file("Edit", "noshow_report.py")
        .bash("python3 noshow_report.py --per-patient", "patients with 2+ no-shows: 6\nwrote reports/noshows-per-patient.csv")
        .assistant("Done: six patients have two or more no-shows. The list is in `reports/noshows-per-patient.csv`.")
        .user("great. oh and send reports like this to me only, never straight to Dr. Kowalski, he likes me to check them first")
        .assistant("Understood: reports come to you, not directly to Dr. Kowalski.")
        .stop(),
    planted: [decision("25 euros", "twice"), instruction("reports", "kowalski")],
  },
  {
    id: "b63-bakery-done-in-session",
    build: (s) =>
      s
        .user("can you sort the Customers tab by last name? it's a jumble")
        .assistant("Sure.")
        .bash("clasp run sortCustomers", "Sorted Customers!A2:F318 by column B")
        .assistant("Done: the Customers tab is sorted A to Z by last name, rows 2 to 318. The header row stayed on top.")
        .user("and also remove the empty rows at the bottom please")
        .bash("clasp run trimEmptyRows --tab Customers", "Removed 41 empty rows")
        .assistant("Removed 41 empty rows at the bottom. Anything else?")
        .user("nope that's it ta")
        .stop(),
    planted: [],
  },
  {
    id: "b63-florist-grok-delivery-zones",
    build: (s) =>
      s
        .user(
          "delivery prices. inside the ring road 7.50, outside 12.50, more than 20 km we don't deliver. that's the rule, please put it in the order sheet so the price fills itself",
        )
        .assistant("Adding a Delivery column that fills itself from the postcode.")
        .bash("python3 scripts/postcodes.py --list-ring", "postcodes inside ring road: 1011-1018, 1051-1059, 1071-1075")
        .file("Edit", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant('Done. Postcodes 1011-1018, 1051-1059 and 1071-1075 get 7.50, others 12.50. Beyond 20 km the cell says "no delivery".')
        .user("the postcode list, is that right? I'm never sure about 1019")
        .assistant(
          "1019 is the eastern docklands, just outside the ring by the map I used, so it's 12.50 now. Worth double-checking with your driver though, I'm not certain.",
        )
        .user("I'll ask Ahmed, he's the driver, he knows every street")
        .stop(),
    planted: [decision("delivery", "7.50"), fact("ahmed", "driver")],
  },
  {
    id: "b63-bookkeeper-grok-hours",
    build: (s) =>
      s
        .user("quick one. how many hours did I bill Smit in January? the Hours tab")
        .bash("clasp run sumHours --client smit --month 2026-01", "Smit 2026-01: 11.5 h")
        .assistant("11.5 hours for Smit in January.")
        .user("ok. that's less than I thought. fine")
        .stop(),
    planted: [],
  },
  {
    id: "b63-clinic-zapier-sms",
    build: (s) =>
      s
        .user(
          "Some older patients don't read email. Could they get a text message reminder instead? I saw Zapier can send SMS. Not sure if we should though, the boss hates monthly subscriptions.",
        )
        .assistant(
          "It can, through a service like Twilio or ClickSend, and both charge per message (roughly 8 to 10 cents each in the Netherlands). Let me check how many patients have no email but do have a phone number.",
        )
        .bash("python3 count_contacts.py", "no email, has phone: 43\nhas email: 1871")
        .assistant("43 patients have only a phone number. If each gets about two reminders a month, that's under 10 euros a month in texts.")
        .user(
          "ok I asked Dr. Kowalski on the phone just now and he said yes, ClickSend for the 43 phone-only patients, pay per message, no Zapier. Setting it up is for next week though, I have no time today",
        )
        .assistant("Noted: ClickSend for the phone-only patients, pay per message, without Zapier. Setting it up is left for next week.")
        .stop(),
    planted: [decision("clicksend"), task("clicksend", "next week")],
  },
  {
    id: "b63-groomer-vaccination",
    build: (s) =>
      s
        .user(
          "dogs need a rabies and kennel cough vaccine to come in. I write the expiry date in the Dogs tab, column E. Can the sheet warn me when it runs out?",
        )
        .assistant("I'll take a look at the Dogs tab.")
        .bash(
          "clasp run peekDogs",
          "Dog | Breed | Owner | Phone | Vaccine expiry | Notes\nBiscuit | Cocker spaniel | L. Smit | 0611 | 2026-03-01 | nervous with dryer",
        )
        .file("Edit", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant("Done. A dog's row turns orange 30 days before the vaccine expires, the same orange you use for warnings, and red on the day it expires.")
        .user("thank you. btw the rule at my salon is no valid vaccine, no groom. even for regulars. I never make exceptions so the sheet can be strict")
        .assistant("Understood. Bookings for a dog whose vaccine has expired now get flagged right away.")
        .stop(),
    planted: [fact("vaccine", "column e"), instruction("vaccine", "no groom")],
  },
  {
    id: "b63-bakery-wholesale",
    build: (s) =>
      s
        .user(
          "we started selling bread to two cafés, Café Luna and De Kaasboer. they order every week by WhatsApp. I'd like a separate tab for them and an invoice at the end of the month. Café Luna pays within 7 days, De Kaasboer always takes 30, that's what we agreed",
        )
        .assistant("I'll add a Wholesale tab and a monthly invoice. Checking the current tabs first.")
        .bash("clasp run listTabs", "Orders\nPrices\nCustomers\nStock\nOld prices 2024")
        .file("Edit", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant(
          "Done. The Wholesale tab has a row per delivery (date, café, items, amount). On the last day of the month `monthlyWholesaleInvoices` makes one PDF per café with the right payment term on it.",
        )
        .user("could it read the WhatsApp messages by itself?")
        .assistant(
          "Not easily, I'm afraid. WhatsApp doesn't let small scripts read your chats without a business account and a paid service in between. Typing the order into the tab takes about a minute.",
        )
        .user("ok never mind then, I'll type them")
        .stop(),
    planted: [fact("kaasboer", "30")],
  },
  {
    id: "b63-bookkeeper-airtable-migration-rejected",
    build: (s) =>
      s
        .user("a client, Hendricks, asked if I could keep their books in Airtable instead of Sheets. could that work with all the scripts we made?")
        .assistant(
          "Most of it could be rebuilt in Airtable, but the scripts we wrote are Google Apps Script and would need rewriting. The VAT report and the reminder drafts would take the most work. I'd estimate a couple of days.",
        )
        .bash("ls scripts/", "backup.gs\nconvert_bank.py\nmake_vat_report.py\nreminders.gs")
        .user("a couple of days?? no. I'll tell them no. the books stay in Sheets for all clients, final answer")
        .assistant("Clear. I won't plan anything in Airtable for the books.")
        .stop(),
    planted: [decision("books", "sheets")],
  },
  {
    id: "b63-clinic-closing-chat",
    build: (s) =>
      s
        .user("it's been a long week. the reminders are working, the boss is happy, no complaints so far")
        .assistant("That's great to hear. It sounds like the new setup took some pressure off the front desk.")
        .user("it did. ok going home, have a nice weekend")
        .assistant("You too, enjoy the weekend!")
        .stop(),
    planted: [],
  },
  {
    id: "b63-florist-supplier-sheet",
    build: (s) =>
      s
        .user(
          "I buy flowers at the auction in Aalsmeer through a buyer called Kees. He sends me a price list every Monday as an Excel file. I'd like it to go into my sheet automatically so I can see what a bouquet costs me.",
        )
        .assistant("Let me open last Monday's file to see its layout.")
        .bash(
          "python3 scripts/peek_xlsx.py inbox/kees-prijslijst-2026-02-09.xlsx",
          "Artikel | Lengte | Per bos | Prijs\nRoos Red Naomi | 60 | 10 | 4.20\nTulp Strong Gold | 40 | 10 | 2.10",
        )
        .assistant(
          "The file has the flower, the stem length, how many per bunch and the price per bunch. I can import it into a Costs tab every Monday. Does Kees always send it from the same address?",
        )
        .user("yes always kees@veilingkoop.nl. and the file always arrives before 10 in the morning")
        .file("Write", "import_kees.gs")
        .bash("clasp push", "└─ import_kees.gs\nPushed 1 file.")
        .assistant("Done. Mondays at 11:00 the script takes the newest attachment from kees@veilingkoop.nl and puts it in the Costs tab.")
        .user("super. next thing, but not now: work out what each bouquet costs me using those prices. we'll do it next time")
        .assistant("Open for next time: the cost of each bouquet from Kees's prices.")
        .stop(),
    planted: [fact("kees"), task("bouquet", "cost")],
  },
  {
    id: "b63-groomer-grok-loyalty",
    build: (s) =>
      s
        .user("loyalty card idea: every 10th groom free. track it in the sheet per dog. decided, doing it from 1 March")
        .assistant("Adding a visits counter per dog in the Dogs tab.")
        .file("Edit", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant('Done. "Visits" column counts completed grooms; every 10th shows FREE in green on the booking.')
        .user("green, good. I still need to print the little cards for the counter, on my list for the weekend")
        .assistant("Printing the loyalty cards stays on your list for the weekend.")
        .stop(),
    planted: [decision("10th", "free"), task("print", "cards")],
  },
  {
    id: "b63-bookkeeper-passwords",
    build: (s) =>
      s
        .user(
          "my niece said I should never put passwords in a Google Sheet. I have a tab with all my clients' bank logins... is that bad? I'm a bit embarrassed",
        )
        .assistant(
          "No need to be embarrassed, lots of people do it. It is risky: anyone who gets into your Google account, or anyone you share the sheet with, sees them all. A password manager like Bitwarden (free) or 1Password is made for this. Let me check who the sheet is shared with.",
        )
        .bash("clasp run listSharing --sheet 'Admin'", "owner: dana@dvboekhouding.nl\neditor: assistent@dvboekhouding.nl")
        .assistant("The sheet is shared with one other account, assistent@dvboekhouding.nl, so that person can see the logins too.")
        .user(
          "ok that settles it. we'll move everything to Bitwarden, and after that the logins tab gets deleted. I'll do the moving myself on Sunday, it's a lot of copy paste",
        )
        .assistant("Good plan. Moving the logins into Bitwarden is yours for Sunday; once they're in, the tab can go.")
        .user("and from now on if I ever ask you to put a password in a sheet, say no and remind me of this")
        .assistant("Will do.")
        .stop(),
    planted: [decision("bitwarden"), task("logins", "sunday"), instruction("password", "sheet")],
  },
  {
    id: "b63-clinic-email-signature",
    build: (s) =>
      s
        .user(
          "All the emails we send (reminders, intake form, the new-patient one) have different endings. Some say Kind regards, some say Groetjes, one says nothing at all. I'd like them the same.",
        )
        .assistant("I'll gather the endings of all the templates so we can see them side by side.")
        .bash(
          "tail -n 3 templates/*.md",
          "==> templates/new-patient.md <==\nGroetjes,\nPriya\n\n==> templates/reminder.md <==\nKind regards,\nFysio Centrum Oost",
        )
        .assistant("Two templates end differently and the intake one has no ending. Which one should they all use?")
        .user(
          'use this ending on every email we send, always: "Warm regards, the team at Fysio Centrum Oost" plus our phone number 020 555 0142. never my own name, people then ask for me personally',
        )
        .file("Edit", "templates/new-patient.md")
        .file("Edit", "templates/reminder.md")
        .assistant('Done: all the templates now end with "Warm regards, the team at Fysio Centrum Oost" and the phone number.')
        .user("and the Airtable reminder text has its own copy of the ending. I have to change that one by hand in Airtable, remind me tomorrow")
        .assistant("Open for tomorrow: change the ending in the Airtable reminder text by hand.")
        .stop(),
    planted: [instruction("warm regards"), task("airtable", "ending")],
  },
  {
    id: "b63-bakery-superseded-pickup-slots",
    build: (s) =>
      s
        .user(
          "people all come to pick up their cakes at the same time on Saturday and the shop gets crowded. can the order form make them choose a pickup time? let's do slots of 30 minutes",
        )
        .assistant("Sure. I'll look at the form's current questions first.")
        .bash("clasp run listFormItems", "1. Name\n2. Email\n3. Phone\n4. Pickup date\n5. Cake\n6. Allergies\n7. Message on cake")
        .assistant(
          "I'd add a question \"Pickup time\" right after the date, with choices from 8:00 to 16:00. In 30-minute slots that's 16 choices, which is a long list on a phone.",
        )
        .user("oh that's too many. change of plan: slots of one hour, not half an hour. so 8-9, 9-10 and so on. that's the final version")
        .file("Edit", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant(
          'Done. The form now asks "Pickup time" with eight one-hour slots, 8-9 up to 15-16, and the time shows up in the confirmation email and on the kitchen printout.',
        )
        .user("and a maximum of 6 cakes per hour, is that possible?")
        .assistant(
          "Google Forms can't hide a choice once it's full by itself. There's an add-on called Choice Eliminator that does it; it's free for small forms. I'd rather not install add-ons without you saying so.",
        )
        .user("let me think about the add-on, I don't like installing things I don't know")
        .stop(),
    planted: [decision("one hour", "slots")],
  },
  {
    id: "b63-bookkeeper-grok-new-client",
    build: (s) =>
      s
        .user("new client: Bloemenhuis Linde. the florist. set up a sheet like the others, code LIN")
        .bash(
          "clasp run newClientSheet --name 'Bloemenhuis Linde' --code LIN",
          "Created spreadsheet 'Bloemenhuis Linde' in Clients\nTabs: Invoices, Hours, Archive\nFirst number: LIN-2026-001",
        )
        .assistant(
          "Created. Tabs Invoices, Hours, Archive. First invoice number LIN-2026-001. Backups and reminder drafts pick it up automatically since it's in Clients.",
        )
        .user(
          "good. Linde pays me a fixed 150 a month, not per hour. so don't fill the Hours tab for them. still have to send her the engagement letter, that's for tomorrow",
        )
        .assistant("Noted: Linde is on a fixed 150 a month, so no hours to fill in. The engagement letter is still to send, tomorrow.")
        .stop(),
    planted: [fact("linde", "150"), task("engagement letter")],
  },
  {
    id: "b63-groomer-how-does-trigger-work",
    build: (s) =>
      s
        .user("you keep saying trigger. what is a trigger actually? I want to understand it a little, I feel silly just clicking what you tell me")
        .assistant(
          'Not silly at all. A trigger is an alarm clock for a script. You tell Google "run this piece of code every Sunday at 3" or "run it whenever somebody fills in the form", and Google does that for you, even when your computer is off. The script itself is the list of instructions; the trigger decides when it runs.',
        )
        .user("ohh like a timer on the oven. ok that helps!")
        .assistant("Exactly like an oven timer. You can see all of yours under Extensions → Apps Script → the clock icon.")
        .stop(),
    planted: [],
  },
  {
    id: "b63-clinic-holiday-closure",
    build: (s) =>
      s
        .user(
          "We're closed from 27 July to 9 August for summer. I want the intake form and the reminder automation to not do anything in that period. How would we do that? Also Sanne is leaving us at the end of April, just so you know, her patients will go to Joost.",
        )
        .assistant('For the form I can add a check that shows a "we\'re closed" message in those dates. Let me see what the form script has now.')
        .file("Read", "intake.gs")
        .file("Edit", "intake.gs")
        .bash("clasp push", "└─ intake.gs\nPushed 1 file.")
        .assistant(
          "Done for the form: between 27 July and 9 August it shows \"We're on holiday, back on 10 August\". The Airtable reminder needs a condition added by hand; I've written the step in `docs/reminder-automation.md`.",
        )
        .user("thanks. moving Sanne's patients over to Joost, I'll need your help with that in April, it's not urgent now")
        .assistant("Open for April: move Sanne's patients over to Joost in Airtable.")
        .stop(),
    planted: [fact("closed", "summer"), fact("sanne", "april"), task("sanne", "joost")],
  },
  {
    id: "b63-florist-tool-output-always",
    build: (s) =>
      s
        .user("the import from Kees didn't work this Monday. can you look?")
        .bash(
          "clasp logs --json | tail -n 5",
          "[2026-02-16 11:00:02] importKees: start\n[2026-02-16 11:00:03] WARNING: attachment is .xls not .xlsx. Old Excel files are never read; always convert first.\n[2026-02-16 11:00:03] TODO handle .xls\n[2026-02-16 11:00:03] importKees: 0 rows",
        )
        .assistant(
          'The log shows Kees sent an old-style Excel file (`.xls`) this week instead of `.xlsx`, and the import only reads the newer kind, so it imported 0 rows. The "never" and "always" in the log are just the warning text the script prints.',
        )
        .user("can you make it read the old kind too?")
        .file("Edit", "import_kees.gs")
        .bash("clasp run importKees", "importKees: converted .xls, 64 rows")
        .assistant("Done. It now converts `.xls` files first, and this Monday's list is in: 64 rows.")
        .stop(),
    planted: [],
  },
  {
    id: "b63-groomer-grok-tax-preference",
    build: (s) =>
      s
        .user(
          "my bookkeeper (Dana, lovely woman) wants a list of all card payments each quarter as a CSV. the card terminal is SumUp. their export lands in my Downloads",
        )
        .bash("ls ~/Downloads | grep -i sumup", "SumUp_transactions_2026-01-01_2026-03-31.csv")
        .bash(
          "python3 sumup_quarter.py ~/Downloads/SumUp_transactions_2026-01-01_2026-03-31.csv",
          "wrote exports/card-payments-2026Q1.csv (212 rows, total 9184.50)",
        )
        .assistant("Wrote `exports/card-payments-2026Q1.csv`: 212 payments, 9,184.50 in total.")
        .user("thanks. Dana wants them by email, not a shared Drive link, she was very clear on that. so always email her the file itself")
        .assistant("Understood: the CSV goes to Dana as an email attachment, not a Drive link.")
        .stop(),
    planted: [fact("sumup"), instruction("dana", "email")],
  },
  {
    id: "b63-bakery-grok-instagram-idea",
    build: (s) =>
      s
        .user("could the sheet post the cake of the day on instagram? just wondering")
        .assistant(
          "Possible with Zapier or Make plus an Instagram business account, but not from Apps Script alone. It'd cost a subscription. Want me to look into it?",
        )
        .user("nah. just curious. I like taking the photos myself anyway")
        .stop(),
    planted: [],
  },
  {
    id: "b63-bookkeeper-file-names",
    build: (s) =>
      s
        .user(
          "the exports folder is getting messy. can you tidy it so I can find things? my rule, please use it for anything you save for me from now on: client code first, then the year and month, then what it is. like SMI-2026-01-bank.csv",
        )
        .assistant("I'll list what's there first.")
        .bash("ls exports/", "bank-2026-01.csv\nmoneybird-2026-01.csv\nsmit jan.csv\nhendricks_vat.xlsx\ncard-payments-2026Q1.csv")
        .assistant(
          "Five files. I can tell whose some of them are from the contents, but `bank-2026-01.csv` could be yours or a client's. Whose bank file is it?",
        )
        .user("that one's mine, code DVB")
        .bash(
          "python3 tidy_exports.py --apply",
          "bank-2026-01.csv -> DVB-2026-01-bank.csv\nmoneybird-2026-01.csv -> DVB-2026-01-moneybird.csv\nsmit jan.csv -> SMI-2026-01-export.csv\nhendricks_vat.xlsx -> HEN-2026-Q1-vat.xlsx\ncard-payments-2026Q1.csv -> HAP-2026-Q1-card-payments.csv",
        )
        .assistant("Renamed all five to the client-code, year, month, what-it-is pattern.")
        .stop(),
    planted: [instruction("client code", "year")],
  },
  {
    id: "b63-clinic-unsure-gdpr",
    build: (s) =>
      s
        .user("is it even allowed to keep patient emails in Airtable? I read something about privacy laws (GDPR?) and now I'm worried")
        .assistant(
          "It's a fair worry, and I'm not a lawyer, so please don't take this as legal advice. In general, names and email addresses for appointment reminders can be fine under GDPR if patients know about it and the service has a proper data agreement. Airtable offers one. Medical details are a stricter category, which is one reason keeping the date of birth out was a good idea.",
        )
        .user("ok. I'll ask Dr. Kowalski whether we signed something with Airtable. I honestly don't know")
        .assistant("That's the right person to ask. If it turns out there's nothing signed, Airtable's agreement is on their website.")
        .stop(),
    planted: [],
  },
  {
    id: "b63-florist-grok-wedding-deposit",
    build: (s) =>
      s
        .user("weddings: from now on we ask a 30% deposit when they book. decided with my partner yesterday. can the invoice thing make a deposit invoice too")
        .file("Read", "invoice.gs")
        .file("Edit", "invoice.gs")
        .bash("clasp push", "└─ invoice.gs\nPushed 1 file.")
        .assistant("Done. Invoices → Make deposit PDF bills 30% of the quote; the final invoice subtracts it. Same naming: `2026-06-14 Jansen deposit.pdf`.")
        .user("perfect. the Jansen wedding still needs its deposit invoice, I'll make that one on Monday when I have their address")
        .assistant("Open for Monday: the Jansen deposit invoice, once you have their address.")
        .stop(),
    planted: [decision("30%", "deposit"), task("jansen", "deposit")],
  },
  {
    id: "b63-groomer-instruction-ask-first",
    build: (s) =>
      s
        .user(
          "one thing that scared me last time: you deleted some empty rows and I thought my data was gone for a second. I know it was fine. but please, before you delete anything in my sheets, ask me first. every time.",
        )
        .assistant("I understand, and I'm sorry it gave you a fright. I'll ask before deleting anything. Let me check the sheet is all there.")
        .bash("clasp run countRows --tab Bookings", "Bookings: 806 rows")
        .assistant("All 806 bookings are there, nothing is missing.")
        .user("phew ok. thanks")
        .stop(),
    planted: [instruction("delete", "ask")],
  },
  {
    id: "b63-bakery-staff-rota",
    build: (s) =>
      s
        .user(
          "I have three girls working weekends: Lotte, Fem and Yara. I make the rota on paper every week and it's a nightmare. Could there be a Rota tab where I fill in who works when and everybody gets an email with their shifts on Thursday?",
        )
        .assistant("Yes. I'll make the tab first and then the Thursday email. Let me check there's no Rota tab already.")
        .bash("clasp run listTabs", "Orders\nPrices\nCustomers\nStock\nWholesale\nOld prices 2024")
        .file("Edit", "Code.gs")
        .bash("clasp push", "└─ Code.gs\nPushed 1 file.")
        .assistant(
          "Done. The Rota tab has the weekend days across the top and the names down the side; put an X where someone works. On Thursdays at 18:00 `sendRota` emails each of them their own shifts.",
        )
        .user(
          "nice. note that Yara is under 18, so she can't work past 7 in the evening, that's the law here. I still have to get email addresses from Fem and Yara, Lotte's is already in",
        )
        .assistant(
          "Noted that Yara is under 18 and can't work after 19:00. Collecting the email addresses of Fem and Yara is still open; until then only Lotte gets the email.",
        )
        .stop(),
    planted: [fact("lotte", "weekends"), fact("yara", "under 18"), task("email addresses", "fem")],
  },
  {
    id: "b63-bookkeeper-grok-round",
    build: (s) =>
      s
        .user("the VAT report shows 1233.4999 somewhere. ugly")
        .bash("grep -n 'ROUND\\|toFixed' make_vat_report.py", "")
        .file("Edit", "make_vat_report.py")
        .bash("python3 make_vat_report.py --client hendricks --quarter 2026Q1", "wrote reports/HEN-2026-Q1-vat.xlsx")
        .assistant("Fixed. Amounts are now rounded to cents when written. Rebuilt the Hendricks report.")
        .user("thx. rule for all my reports: two decimals, euro sign in front, dot for thousands like the Dutch do. € 1.233,50")
        .assistant("Got it, all reports will use that format: € 1.233,50.")
        .stop(),
    planted: [instruction("two decimals", "reports")],
  },
  {
    id: "b63-clinic-grok-waitlist",
    build: (s) =>
      s
        .user(
          "waiting list. when someone cancels I call people from a paper list. want it in Airtable. table Waitlist: name, phone, therapist wanted, since when",
        )
        .bash(
          'curl -s -X POST -H "Authorization: Bearer $AIRTABLE_TOKEN" https://api.airtable.com/v0/meta/bases/appQ1clinic/tables -d @waitlist.json | jq -r .name',
          "Waitlist",
        )
        .assistant("Waitlist table created with those four fields.")
        .user(
          "and we call the one who's been waiting longest first, no favourites. Dr. K decided that after a complaint last year. the paper list has 23 names, I'll type them in on Monday",
        )
        .assistant("Sorted oldest first. Typing in the 23 names from the paper list is yours for Monday.")
        .stop(),
    planted: [decision("longest", "first"), task("paper list", "monday")],
  },
  {
    id: "b63-groomer-superseded-reminder-time",
    build: (s) =>
      s
        .user("can the booking reminder text go out at 8 in the morning the day before? through the sheet + the SMS thing you set up")
        .bash("clasp run showTriggers", "sendBookingReminders: daily 18:00")
        .assistant("It's at 18:00 now. I can move it to 8:00.")
        .user(
          "hmm wait, 8 is when I'm with the first dog and people call back. ok forget 8. put the reminder at 12, lunchtime, that's when I can pick up the phone. 12 it stays",
        )
        .bash("clasp run setTrigger sendBookingReminders --daily 12:00", "sendBookingReminders: daily 12:00")
        .assistant("Done: the reminders go out at 12:00 the day before.")
        .user("and I use Spryng for the SMS, not ClickSend like the clinic you told me about. Spryng is Dutch and cheaper")
        .assistant("Right: your texts go through Spryng.")
        .stop(),
    planted: [decision("reminder", "12"), fact("spryng")],
  },
  {
    id: "b63-florist-explain-first",
    build: (s) =>
      s
        .user(
          "can I ask something about how we work together? when you change a script, I don't always follow what happened. from now on please tell me in two or three plain sentences what you changed, before the technical bits. no jargon if you can help it",
        )
        .assistant(
          "Of course. I'll start every change with a short plain summary. Let me show you with a small thing: the Costs tab's last column is cut off, so I'll widen it.",
        )
        .bash("clasp run autoResize --tab Costs --column E", "Costs!E width 88 -> 140")
        .assistant(
          "In plain words: the last column of your Costs tab was too narrow to show the prices, so I made it wider. Nothing else changed. (Technically: column E went from 88 to 140 pixels.)",
        )
        .user(
          "yes! exactly like that. and one more: test anything new on the copy of the sheet called Orders TEST first, never on the real Orders sheet in the middle of the week",
        )
        .assistant('Understood: new things get tried on "Orders TEST" first, not on the real Orders sheet.')
        .stop(),
    planted: [instruction("plain", "sentences"), instruction("orders test")],
  },
  {
    id: "b63-bakery-grok-thanks",
    build: (s) =>
      s
        .user("the rota email went out and all three girls answered with a thumbs up. you're a star")
        .assistant("Glad it worked. Enjoy the calmer weekend.")
        .user("haha we'll see. bye for now")
        .stop(),
    planted: [],
  },
];

export const BLIND63 = plantedSet(BLIND63_SESSIONS, Date.UTC(2026, 10, 2, 9));
