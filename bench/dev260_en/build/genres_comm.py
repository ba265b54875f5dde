"""Genres: applicant e-mail correspondence, appointment letter, telephone encounter."""
import phi
from blocks import letterhead, id_fields, email_header
from cast import d, addr_block, addr_line
from notekit import Note

BRING = ["your original passport (photocopies are not accepted)", "glasses or contact lenses if you wear them",
         "all vaccination records, including from childhood", "your HAP ID / referral letter", "2 passport-size photographs",
         "a list of your current medicines", "any previous chest X-rays and reports", "your IMM 1017 medical report form",
         "payment: cards accepted, no personal cheques", "Form I-693 (unsigned) if already downloaded",
         "any specialist reports about a medical condition"]


def _id_sentence(rng, k):
    lab, val, typ = id_fields(k)[rng.randint(0, 1)]
    return [rng.choice(["my ", "My ", "", "the "]) + lab + rng.choice([" is ", " = ", ": "]), (val, typ)]


def applicant_email(rng, k):
    n = Note()
    c = k.clinic if k.dest == "US" or rng.random() < 0.5 else k.panel
    d0 = phi.add_days(k.exam_date, -rng.randint(-20, 20))
    me = [k.pt.form(rng.choice(["full", "full", "caps", "given"])), " <", (k.email, "EMAIL"), ">"]
    them = [(c.name, "HOSPITAL"), " <", (c.email, "EMAIL"), ">"]
    subj = rng.choice(["medical exam appointment", "Re: immigration medical", "URGENT - results needed for visa",
                       "question about x-ray", "Fw: request from immigration", "booking for family", "vaccine records"])
    reply_first = rng.random() < 0.5
    d1 = phi.add_days(d0, rng.randint(0, 2))
    if reply_first:
        email_header(n, rng, k, them, me, d1, ["RE: ", subj, " - ", k.pt.form(rng.choice(["sur", "caps_comma", "full"]))])
        _clinic_reply(n, rng, k, c, d1)
        n.line("")
        n.line("-----Original Message-----")
    email_header(n, rng, k, me, them, d0, [subj, " - ", k.pt.form("full")] if rng.random() < 0.4 else subj)
    if rng.random() < 0.35:
        n.line("X-Originating-IP: [{}]", (k.ip, "IPADDR"))
        n.line("")
    q = "> " if reply_first and rng.random() < 0.5 else ""
    greet = rng.choice(["Hello", "Hi", "Dear Sir/Madam", "Good day", "Dear doctor", "Hello good morning"])
    n.line(q + greet + ",")
    n.line(q)
    n.line(q + "{}{}. {}{} {}", rng.choice(["My name is ", "This is ", "I am "]), k.pt.form(rng.choice(["full", "given", "caps"])),
           ("I have appointment on " if d0 < k.exam_date else rng.choice(["I had my medical at your clinic on ", "I did the exam on ",
                                                                            "My medical exam was done on "])), d(k, k.exam_date, rng.choice([k.ds, "dmy_mon", "us_long", "md" if k.dest == "US" else "dm"])),
           rng.choice(["what I must bring?", "can I change the time?", "do I need to fast?"]) if d0 < k.exam_date else
           rng.choice(["and immigration want more papers.", "but I still not receive the result.",
                       "and I need to know if the x-ray is ok.", "please can you send the vaccine record?"]))
    n.line(q + "{}{}, passport {}.", _id_sentence(rng, k), "" if rng.random() < 0.5 else " (from the letter)",
           (k.passport, "IDNUM"))
    r = rng.random()
    if r < 0.35:
        n.line(q + "Also my {} {} and our {} {} ({} years old) need the medical too, can we come together on {}?", k.spouse_rel,
               k.spouse.form(rng.choice(["full", "given"])), k.kid_rel, k.kid.form("given"), (str(k.kid_age), "AGE"),
               d(k, phi.add_days(d0, rng.randint(3, 15)), "wk_short_us" if k.dest == "US" else "wk_uk"))
    elif r < 0.6:
        n.line(q + "The officer {} said I must send {} before {} or they will refuse.", k.officer.form(rng.choice(["full", "sur"])),
               rng.choice(["the sputum results", "new x-ray", "specialist letter", "the sealed envelope"]),
               d(k, phi.add_days(d0, rng.randint(14, 60))))
    elif r < 0.8:
        job = ["an " if k.profession[0] in "aeiou" else "a ", (k.profession, "PROFESSION")] if k.profession else "a trainee"
        n.line(q + "I work at {} as {} and my manager {} needs a letter that I don't have TB, is it possible?",
               (k.employer, "ORGANIZATION"), job, k.sponsor.form(rng.choice(["full", "given"])))
    else:
        n.line(q + "my lawyer {} from {} ask for copy of the vaccination part.", k.attorney.form(rng.choice(["full", "sur"])),
               (k.lawfirm, "ORGANIZATION"))
    n.line(q + "You can call me on {} anytime{}.", (k.mobile if rng.random() < 0.6 else k.mobile_abroad, "PHONE"),
           rng.choice(["", " after 5pm", ", or whatsapp", " (this is my husband's phone)" if k.sex == "F" else " (my wife's phone)"]))
    n.line(q)
    n.line(q + "{}", rng.choice(["Thank you", "Thanks and God bless", "Best regards", "Thank you so much", "regards"]))
    n.line(q + "{}", k.pt.form(rng.choice(["full", "given", "caps"])))
    if rng.random() < 0.5:
        fn = rng.choice(["passport_scan_", "vaccine_card_", "letter_", "IMG_", "xray_"])
        if fn == "IMG_":
            n.line(q + "[attachment: IMG_{}.jpg]", phi.digits(rng, 4))
        else:
            nm = k.pt.form("sur") if rng.random() < 0.7 else (k.pt.family.upper(), "PATIENT")
            n.line(q + "[attachment: {}{}.pdf]", fn, (nm[0].replace(" ", "_"), "PATIENT"))
    if not reply_first and rng.random() < 0.7:
        n.line("")
        n.line("")
        email_header(n, rng, k, them, me, d1, ["RE: ", subj])
        _clinic_reply(n, rng, k, c, d1)
    return n


def _clinic_reply(n, rng, k, c, when):
    n.line("Dear {},", k.pt.titled(rng, k.child) if rng.random() < 0.6 else k.pt.form("given"))
    n.line("")
    n.line(rng.choice(["Thank you for your email.", "Thanks for contacting us.", "Following your message,"]))
    r = rng.random()
    if r < 0.4:
        ap = phi.weekday_after(when, rng.randint(2, 10))
        n.line("We have booked you on {} at {} with {}. Please arrive 15 minutes early and bring your passport.",
               d(k, ap, "wk_us" if k.dest == "US" else "wk_uk"), "%d:%02d" % (rng.randint(8, 15), rng.choice([0, 15, 30, 45])),
               c.md.dr(rng))
    elif r < 0.7:
        n.line("Your results were {} on {}. We cannot release results by e-mail; the {} will send them directly.",
               rng.choice(["submitted", "uploaded to eMedical", "sealed"]), d(k, phi.add_days(when, -rng.randint(1, 8))),
               rng.choice(["panel physician", "clinic", "civil surgeon"]))
    else:
        n.line("Sputum collection is 3 mornings in a row starting {}; the lab ({}) opens at 7:30 am.",
               d(k, phi.weekday_after(when, rng.randint(2, 6))), (k.lab.name, "HOSPITAL"))
    n.line("For changes call {} or use {}.", (c.phone, "PHONE"), (c.url, "URL"))
    n.line("")
    n.line("Kind regards,")
    n.line("{}", c.clerk.form(rng.choice(["full", "given", "init_sur"])))
    n.line("{}", rng.choice(["Reception", "Patient coordinator", "Immigration Medicals Team", "Front desk"]))
    n.line("{}  |  {}", (c.name, "HOSPITAL"), (c.phone, "PHONE"))


def appointment_letter(rng, k):
    n = Note()
    c = k.clinic if k.dest == "US" or rng.random() < 0.6 else k.panel
    home = k.home if c is k.clinic else k.home_abroad
    letterhead(n, rng, c)
    ld = phi.add_days(k.exam_date, -rng.randint(5, 25))
    n.line("{}", d(k, ld, rng.choice([k.ds, "dmy_long" if k.dest != "US" else "us_long"])))
    n.line("")
    child = k.child
    n.line("{}", [rng.choice(["The parent/guardian of ", "Parent of "]), k.pt.form("full")] if child else
           [k.pt.title(rng) + " ", k.pt.form(rng.choice(["full", "gmf"]))])
    n.line("{}", addr_block(home, rng))
    n.line("")
    n.line("Booking ref: {}   {}", (k.account, "ACCOUNT"), [id_fields(k)[0][0] + ": ", (id_fields(k)[0][1], "IDNUM")])
    n.line("")
    n.line("Dear {},", k.pt.titled(rng, child) if not child else ["Parent/Guardian of ", k.pt.form("given")])
    n.line("")
    ap = k.exam_date
    hr = rng.choice([8, 9, 10, 11, 1, 2, 3])
    t = "%d:%02d %s" % (hr, rng.choice([0, 15, 30, 45]), "am" if hr >= 8 else "pm")
    n.line("{} immigration medical examination has been booked for:", "Your child's" if child else "Your")
    n.line("")
    n.line("    Date:      {}", d(k, ap, "wk_us" if k.dest == "US" else "wk_uk"))
    n.line("    Time:      {}", t)
    n.line("    Doctor:    {}", c.md.dr(rng))
    n.line("    Location:  {}{}, Room {}", [(rng.choice(["Harbour Tower", "Kingsway House", "The Meridian Building", "Block C",
                                                        "Gateway Plaza", "Riverside Centre"]), "LOCATION_OTHER"), ", "]
           if rng.random() < 0.5 else "", rng.choice(["Level 2", "Ground floor", "2nd floor", "Level 4"]),
           (str(rng.randint(1, 12)), "LOCATION_OTHER"))
    n.line("")
    n.line("Please bring:")
    skip = {"US": ("IMM 1017", "HAP ID"), "CA": ("I-693", "HAP ID"), "AU": ("I-693", "IMM 1017"),
            "UK": ("I-693", "IMM 1017", "HAP ID"), "NZ": ("I-693", "IMM 1017")}[k.dest]
    bring = [b for b in BRING if not any(x in b for x in skip)]
    for b in rng.sample(bring, rng.randint(4, 7)):
        n.line("  * {}", b)
    n.line("")
    n.line("The examination takes about {} hours. Blood tests {} fasting. A chest X-ray is required for applicants aged {} and over{}.",
           rng.choice(["1-2", "2", "2-3"]), rng.choice(["do not require", "do not need"]), rng.choice(["11", "15"]),
           rng.choice(["", " (pregnant applicants may defer - tell us before the visit)"]))
    if rng.random() < 0.5:
        n.line("TB blood test (IGRA): results take 3-5 working days; if positive you will need a chest X-ray the same week.")
    fee = rng.choice({"US": ["$220", "$385", "US$310"], "CA": ["CAD 260", "$245"], "AU": ["AUD 340", "$395"], "UK": ["GBP 110", "£95"],
                      "NZ": ["NZD 420", "$380"]}[k.dest] if c is k.clinic else ["USD 180", "USD 235", "US$150"])
    n.line("Fee: {} (exam) + lab/vaccines as required. Receipt no. will be issued on the day.", fee)
    if rng.random() < 0.45:
        n.line("Parking: we have registered your vehicle ({}) for the visitor car park{}.", (k.plate, "VEHICLE"),
               rng.choice(["", "; display this letter on the dashboard", " - bay permit valid 2 hours"]))
    if rng.random() < 0.4 and k.lang != "English":
        n.line("An interpreter ({}) has been booked through {}.", k.lang, (k.interp_agency, "ORGANIZATION"))
    n.line("")
    n.line("To reschedule, call {} or email {} at least 48 hours before. Online: {}", (c.phone, "PHONE"),
           (c.email, "EMAIL"), (c.url, "URL"))
    n.line("")
    n.line(rng.choice(["Yours sincerely,", "Kind regards,", "Sincerely,"]))
    n.line("{}", c.clerk.form(rng.choice(["full", "init_sur"])))
    n.line("{}", rng.choice(["Bookings Coordinator", "Practice Manager", "Reception Team", "Immigration Medicals Administrator"]))
    if rng.random() < 0.3:
        n.line("{}/{}", c.clerk.form("ini_plain"), c.md.form("ini_low"))
    return n


def _call_entry(n, rng, k, c, dd, r):
    if r < 0.3:
        val = round(rng.uniform(0.4, 7.5), 2)
        rad = k.rad
        ap = phi.weekday_after(dd, rng.randint(1, 5))
        n.line("Reason: IGRA result. Informed QFT-Plus POS (TB1-Nil %.2f IU/mL). Explained does not = active TB; CXR needed for "
               "I-693 / visa." % val)
        n.line("CXR booked {} 0830 @ {} ({}). Pt to bring passport + this ref {}.", d(k, ap, "wk_short_us" if k.dest == "US" else "wk_short_uk"),
               (rad.name, "HOSPITAL"), addr_line(rad.addr, rng), (phi.order_no(rng), "IDNUM"))
        n.line("Pt verbalized understanding. Denies cough/fever/night sweats.")
    elif r < 0.5:
        n.line("Reason: caller asking status of medical - {}.", rng.choice(["case officer sent request", "visa expires soon", "job start date"]))
        n.line("Exam completed {}; results {} {}. Advised cannot give results to third party w/o consent on file.", d(k, k.exam_date),
               rng.choice(["uploaded", "submitted", "sealed & given to pt"]), d(k, phi.add_days(k.exam_date, rng.randint(2, 9))))
        if rng.random() < 0.5:
            n.line("Consent form signed {} names {} as authorised rep - OK to discuss.", d(k, k.exam_date), k.attorney.form("full"))
    elif r < 0.7:
        n.line("Reason: sputum collection instructions.")
        n.line("Explained EM specimens x3 consecutive days from {}; pots collected from reception; drop at {} by 10am.",
               d(k, phi.add_days(dd, 1)), (k.lab.name, "HOSPITAL"))
        if k.profession:
            n.line("Pt works night shift as {} - agreed collection on waking.", (k.profession, "PROFESSION"))
    elif r < 0.85:
        n.line("Reason: wants to bring car - asked re parking. Plate {} added to visitor list for {}.", (k.plate, "VEHICLE"),
               d(k, phi.add_days(dd, rng.randint(1, 6)), "wk_short_us" if k.dest == "US" else "wk_short_uk"))
        n.line("Also asked if {} ({} y) can be seen same day - yes, booked back-to-back.", k.kid.form("given"), (str(k.kid_age), "AGE"))
    else:
        n.line("Reason: vaccine record. Pt's {} found childhood card; will fax to {} (our fax).", k.parent_rel, (c.fax, "FAX"))
        n.line("Reviewed by phone: MMR x1 ({}), OPV x3. Needs MMR #2, Td.", d(k, phi.add_days(k.dob, rng.randint(300, 500)), "year"))


def telephone_encounter(rng, k):
    n = Note()
    c = k.clinic if k.dest == "US" or rng.random() < 0.5 else (k.gp if rng.random() < 0.5 else k.tbc)
    dd = phi.add_days(k.exam_date, rng.randint(1, 20))
    n.line("{} - TELEPHONE ENCOUNTER", (c.name.upper() if rng.random() < 0.5 else c.name, "HOSPITAL"))
    if rng.random() < 0.5:
        n.line("Pt: {}  DOB {}  MRN {}", k.pt.form(rng.choice(["caps_comma", "comma", "full"])), d(k, k.dob), (k.mrn, "MRN"))
    else:
        n.line("Pt: {}, {}{}  ({})  MRN {}", k.pt.form(rng.choice(["caps_comma", "full", "initials"])), (str(k.age), "AGE"),
               rng.choice([k.sex, " yo " + k.sex, "y " + k.sex.lower()]), d(k, k.dob), (k.mrn, "MRN"))
    if rng.random() < 0.5:
        lab, val, typ = id_fields(k)[0]
        n.line("{} {}   Home ph {}", lab, (val, typ), (k.mobile, "PHONE"))
    if k.dest in ("US", "CA") and rng.random() < 0.35:
        n.line("{} (for insurer callback): {}", "SSN" if k.dest == "US" else "SIN", (k.ssn if k.dest == "US" else k.sin, "SSN"))
    callers = [("applicant", None), ("spouse" if k.age >= 18 else k.spouse_rel, k.spouse), ("attorney", k.attorney), ("TB clinic nurse", k.tbc.rn),
               (k.parent_rel, k.parent)]
    rs = rng.sample([0.1, 0.4, 0.6, 0.8, 0.9], rng.randint(1, 3))
    for i, r in enumerate(rs):
        t = "%02d:%02d" % (rng.randint(8, 17), rng.randint(0, 59))
        staff = c.rn if rng.random() < 0.6 else c.clerk
        n.line("")
        n.line("{} {} {}    Staff: {}", "Call" if i == 0 else "Addendum / call %d -" % (i + 1), d(k, dd), t,
               staff.form(rng.choice(["full", "init_sur", "ini_plain"])))
        who, person = rng.choice(callers if k.age < 18 else callers[:4])
        n.line("{}: {}{}   Callback: {}", rng.choice(["Caller", "Incoming from", "Outgoing to"]), who,
               [" - ", person.form(rng.choice(["full", "given", "sur"]))] if person else "",
               (phi.phone(rng, k.dest) if person else k.mobile, "PHONE"))
        n.line("ID verified: {} + {}", rng.choice(["name", "full name"]), rng.choice(["DOB", "DOB + A#", "DOB + passport no.", "address"]))
        _call_entry(n, rng, k, c, dd, r)
        n.line("Plan: {}", rng.choice(["f/u call after results", "RTC as booked", "msg to Dr for review", "no further action",
                                      "left VM to confirm", "pt to call back w/ dates"]))
        if rng.random() < 0.5:
            n.line("Routed to: {}", c.md.dr(rng))
        n.line("-- {} {}", staff.form(rng.choice(["ini_plain", "full", "init_sur"])), t)
        dd = phi.add_days(dd, rng.randint(1, 9))
    return n
