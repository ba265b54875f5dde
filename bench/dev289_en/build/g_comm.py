"""Genres: patient portal messages; telephone encounters."""
import ctx
import phi
import pools
import clinical as cl
from ctx import nm, staff_nm, addr_pieces, age_pieces
from gcommon import D, Dn, banner


def _what(rng, c):
    return rng.choice(["sperm", "samples", "swimmers"] if c.p.sex == "M" else ["eggs", "embryos", "frozen eggs"])


PT_BODIES = [
    "hi, just wondering if my storage is still ok? i moved house and not sure if the renewal letter went to my old address.",
    "Hello, I received an invoice but I thought storage was funded for the first 10 years? Could someone check please.",
    "Hi there - we're thinking about using the {w} next year. What do we need to do first? Do we need new blood tests?",
    "I'd like to update my contact details please. New number below.",
    "Can I get a copy of my consent forms? I can't remember what I ticked for the 'if I die' section.",
    "hi i paid the storage fee on the website but it says still outstanding?? screenshot attached",
    "Quick q - is it ok to have the covid/flu vaccine during stims?",
    "Hello, my oncologist says I can try naturally now. Should I keep the {w} in storage as backup? How much is it per year?",
    "We've separated. I don't want my ex to be able to use the embryos. What happens now?",
    "Hi, I'm moving overseas for work. Can my {w} be shipped to a clinic there?",
]


def portal_thread(d, rng, c):
    p, ref = c.p, c.ref
    w = _what(rng, c)
    site = c.clinic
    d.w(rng.choice(["MyFertility Portal - secure message", "Patient Portal: Message Thread", "Secure messaging - conversation export", "Portal inbox"]), "\n")
    d.w("Thread ", (phi.ref_no(rng, "MSG"), "IDNUM"), " | Category: ", rng.choice(["Storage & renewals", "Billing", "Nurse advice", "General enquiry", "Results"]), " | ", (site, "HOSPITAL"), "\n")
    d.w("Patient: ", nm(rng, p, "PATIENT", rng.choice(["full", "last_first"])), " (", (c.user, "USERNAME"), ")  MRN ", (c.mrn, "MRN"), "\n")
    d.t("-" * 50 + "\n")
    t = ref
    d.w("From: ", (c.user, "USERNAME") if rng.random() < 0.5 else nm(rng, p, "PATIENT", "full"), "\nSent: ", D(rng, c, t, rng.choice(["wd", "num", "abbr"])), " ", phi.tod(rng, "colon12"), "\n")
    d.t("Subject: %s\n\n" % rng.choice(["storage question", "Re: your storage renewal", "update details", "invoice??", "question about using my " + w, "help"]))
    body = rng.choice(PT_BODIES).format(w=w)
    d.t(body + " ")
    r = rng.random()
    if r < 0.35:
        d.w("My new address is ", addr_pieces(rng, ctx.address(rng, c.country), "line", with_country=False), " and mobile ", (phi.phone(rng, c.country, mobile=True), "PHONE"), ". ")
    elif r < 0.6:
        d.w("my dob is ", D(rng, c, p.dob, "num"), " if that helps. ")
    if rng.random() < 0.5:
        d.w(rng.choice(["my ", "My "]), c.rel, " ", nm(rng, c.partner, "FAMILY", rng.choice(["first", "full"])), " ", rng.choice(["says hi", "is cc'd on this", "has the same question", "will call too"]), ". ")
    if rng.random() < 0.35:
        d.w("I'm free after ", rng.choice(["3pm", "5", "my shift"]), " on ", (phi.WEEKDAYS[rng.randint(0, 4)], "DATE"), ". ")
    d.w("\nthanks, ", (p.first if rng.random() < 0.7 else p.first.lower(), "PATIENT"), "\n\n")
    d.t("-" * 50 + "\n")
    nurse = rng.choice([c.st["nurse"], c.st["admin"], c.nurse2, c.st["embryologist"]])
    t2 = phi.shift(t, rng.randint(0, 3))
    d.w("From: ", staff_nm(rng, nurse, rng.choice(["full", "full_cred"])), " (", nurse.job, ")\nSent: ", D(rng, c, t2, rng.choice(["wd", "num"])), " ", phi.tod(rng), "\n\n")
    d.w("Hi ", (p.first, "PATIENT"), ",\n\n")
    d.t(rng.choice([
        "Thanks for your message. I've checked your record and your consent is valid until ",
        "Thank you for getting in touch. Your current storage period runs to ",
        "I can confirm we have updated your details. For reference your storage consent expires on "]))
    d.w(D(rng, c, phi.shift(ref, rng.randint(100, 3000))), ". ")
    d.t(rng.choice(["The invoice you received covers the next year of storage. ", "There is no charge for the first 10 years as storage was NHS-funded (medical). ",
                    "You will need updated virology (HIV, Hep B, Hep C) within 3/12 of any treatment. ", "I've asked the accounts team to look at the payment. "]))
    if rng.random() < 0.5:
        d.w("If easier, call us on ", (c.clinic_phone, "PHONE"), " (option 2). ")
    if rng.random() < 0.4:
        d.w("You can also download the form from ", (phi.url(rng, "/forms/renew"), "URL"), ". ")
    d.w("\n\nKind regards\n", staff_nm(rng, nurse, rng.choice(["first", "full"])), "\n")
    if rng.random() < 0.5:
        d.t("\n[audit] message read by patient ")
        d.w(D(rng, c, phi.shift(t2, rng.randint(0, 2)), "iso"), " ", phi.tod(rng, "24"), " from ", (phi.ipaddr(rng), "IPADDR"), "\n")


def portal_auto(d, rng, c):
    p, ref = c.p, c.ref
    w = _what(rng, c)
    d.w("Notification ", (phi.ref_no(rng, "NTF"), "IDNUM"), "  ", D(rng, c, ref, "iso"), " ", phi.tod(rng, "24"), "\n")
    d.w("To: ", (c.email, "EMAIL"), "; SMS ", (c.phone, "PHONE"), "\n")
    d.w("From: ", (phi.email(rng, local="no-reply"), "EMAIL"), "\n\n")
    d.w("Hi ", (p.first, "PATIENT"), ",\n\n")
    kind = rng.choice(["renewal", "invoice", "appt", "results"])
    if kind == "renewal":
        d.w("Your consent to store your ", w, " at ", (c.clinic, "HOSPITAL"), " will expire on ", D(rng, c, phi.shift(ref, rng.randint(30, 180))), ". ",
            "Please log in to ", (c.clinic_url, "URL"), " to complete the renewal form.\n")
    elif kind == "invoice":
        d.w("A new invoice (", (phi.invoice_no(rng), "ACCOUNT"), ") for ", rng.choice(["annual storage", "storage renewal", "transfer fees"]),
            " is ready. Amount due by ", D(rng, c, phi.shift(ref, 30), "num"), ". Pay at ", (phi.url(rng, "/pay"), "URL"), ".\n")
    elif kind == "appt":
        d.w("Reminder: your appointment with ", staff_nm(rng, c.st["consultant"], "title_last"), " is on ", D(rng, c, phi.shift(ref, rng.randint(2, 14)), "wd"), " at ",
            phi.tod(rng, "colon12"), ", ", (c.clinic, "HOSPITAL"), ", ", (c.clinic_addr.street, "STREET"), ". Reply C to confirm or call ", (c.clinic_phone, "PHONE"), ".\n")
    else:
        d.w("New results are available in your portal (test date ", D(rng, c, phi.shift(ref, -rng.randint(2, 10)), "short"), "). Your nurse will discuss them with you.\n")
    d.t("\nThis is an automated message. Please do not reply to this email. Message and data rates may apply. Unsubscribe from SMS: reply STOP.\n")
    d.w("Login: ", (c.user, "USERNAME"), " | Last login ", D(rng, c, phi.shift(ref, -rng.randint(1, 90)), "iso"), " from ", (phi.ipaddr(rng), "IPADDR"), "\n")


def portal_message(rng, d, c):
    rng.choice([portal_thread, portal_thread, portal_auto])(d, rng, c)


# ---------------------------------------------------------------------------
def tel_encounter(d, rng, c):
    p, ref = c.p, c.ref
    s = rng.choice([c.st["nurse"], c.nurse2, c.st["embryologist"], c.st["admin"]])
    d.w(rng.choice(["TELEPHONE ENCOUNTER", "Telephone Encounter", "Phone call record", "TEL CONSULT"]), "\n")
    banner(d, rng, c, rng.choice(["line", "pipe", "grid"]), extra=False)
    d.w("Date/time: ", D(rng, c, ref, rng.choice(["num", "wd", "abbr"])), " ", phi.tod(rng), "   Duration: ", str(rng.randint(3, 25)), " min\n")
    caller = rng.choice(["patient", "patient", "partner", "mother", "GP surgery", "pharmacy"])
    d.t("Caller: ")
    if caller == "patient":
        d.w("patient (", (p.first, "PATIENT"), ") - ID confirmed by DOB + postcode")
    elif caller == "partner":
        d.w(c.rel, " ", nm(rng, c.partner, "FAMILY", "full"), " - consent to share on file: ", rng.choice(["yes", "NO - general info only"]))
    elif caller == "mother":
        d.w("mother ", nm(rng, c.mother, "FAMILY", rng.choice(["title_full", "full"])), " - pt present on speaker")
    elif caller == "GP surgery":
        d.w(staff_nm(rng, c.st["gp"], "title_full"), ", ", (c.gp_practice, "HOSPITAL"))
    else:
        d.w("pharmacist at ", (rng.choice(["Meadow Pharmacy", "Castle Chemist", "Greenway Compounding Pharmacy", "Harbour Dispensary", "Kingsway Chemist"]), "HOSPITAL"))
    d.w("\nCallback: ", (phi.phone(rng, c.country, ext=rng.random() < 0.1), "PHONE"), "\nTaken by: ", staff_nm(rng, s, "full_cred"), "\n\n")
    topic = rng.choice(["ohss", "results", "renewal", "meds", "death", "sample"])
    d.t("Reason for call / notes:\n")
    if topic == "ohss":
        d.w("Day ", str(rng.randint(2, 5)), " post-OPU (OPU ", D(rng, c, phi.shift(ref, -rng.randint(2, 5)), "short"), "). c/o bloating, mild abdo pain, nausea. Wt up %.1f kg since OPU. " % rng.uniform(0.5, 3),
            "PU normal, no SOB, no calf pain. Drinking 2-3 L/day. ", "Advised: paracetamol, fluids, monitor wt daily. Red flags reviewed (SOB, reduced urine, vomiting). ",
            "Pt to attend ", rng.choice(["ED", "day unit"]), " if worse; otherwise review call ", (phi.WEEKDAYS[(ref.weekday() + 2) % 7], "DATE"), ".\n")
    elif topic == "results":
        d.w("Results given: ", cl.semen_block(rng, "line"), ". Post-thaw motility adequate for ", rng.choice(["IUI", "IVF", "ICSI only"]), ". ",
            "Total ", str(rng.randint(4, 14)), " straws in store over ", str(rng.randint(1, 3)), " visits. Pt reassured. Letter to follow to ", addr_pieces(rng, c.addr, "line", with_country=False), ".\n")
    elif topic == "renewal":
        d.w("Storage expires ", D(rng, c, phi.shift(ref, rng.randint(10, 90)), "num"), ". Pt did not receive letters (moved). Updated address to ",
            addr_pieces(rng, ctx.address(rng, c.country), "line", with_country=False), " and email ", (phi.email(rng, p.first, p.last), "EMAIL"),
            ". Renewal form emailed. Pt wishes to continue storage 10y. Fee explained.\n")
    elif topic == "meds":
        d.w("Pharmacy query re ", rng.choice(["Menopur 75 IU x 10 vials", "cetrorelix 0.25 mg x5", "Gonal-f 900 IU pen", "letrozole 2.5 mg x 30"]),
            " - rx ", (phi.ref_no(rng, "RX"), "IDNUM"), " missing prescriber signature. Re-issued and faxed to ", (phi.phone(rng, c.country, mobile=False), "FAX"), ". ",
            "Prescriber: ", staff_nm(rng, c.st["consultant"], "title_full"), ", ")
        lab, val = phi.licence_doc(rng, c.country)
        d.w(lab, " ", (val, "LICENSE"), ".\n")
    elif topic == "death":
        d.w(rng.choice(["Sister", "Brother", "Father"]), " ", (rng.choice(ctx.FEMALE + ctx.MALE) + " " + p.last, "FAMILY"), " called to inform us that pt died on ",
            D(rng, c, phi.shift(ref, -rng.randint(5, 40))), ", aged ", (str(p.age), "AGE"), ". Condolences offered. ",
            "Explained that consent forms determine what happens to the stored material; consultant ", staff_nm(rng, c.st["consultant"], "title_last"),
            " will write. Death certificate requested. No decisions made on phone.\n")
    else:
        d.w("Pt running late for sample production appt - now ", phi.tod(rng), ". Reminded: abstinence 2-7 days, bring sample within 1 hr if producing at home, keep at body temp. ",
            "Pt lives ", str(rng.randint(10, 70)), " min away in ", (c.addr.city, "CITY"), " - advised to produce on site. Room ", (rng.choice(["2", "3", "P1", "G12"]), "LOCATION_OTHER"), " booked.\n")
    _background(d, rng, c)
    d.w("\nPlan: ", rng.choice(["no further action", "f/u call 48h", "task to consultant", "letter", "update EPR"]), ".   ",
        (ctx.initials(s, rng.random() < 0.5), "DOCTOR"), "  ", Dn(rng, c, ref), "\n")


PREV = ["renewal letter sent", "VM left re invoice", "pt called re results - given", "address updated", "consent copy posted",
        "booked test thaw", "email from pt re transfer", "no answer x2", "spoke to GP surgery - new phone no. confirmed"]


def _background(d, rng, c):
    if rng.random() < 0.75:
        w = rng.choice(["sperm", "semen"] if c.p.sex == "M" else ["oocytes", "embryos", "eggs"])
        d.w("\nBackground: ", w, " stored since ", (phi.fmt_month_year(rng, phi.shift(c.ref, -rng.randint(200, 3000))), "DATE"), " (", str(rng.randint(2, 16)),
            " devices, ", rng.choice(["Tank 2", "Dewar C", "vapour tank V1", "quarantine tank"]), "); consent valid to ", D(rng, c, phi.shift(c.ref, rng.randint(30, 3000)), "num"))
        if rng.random() < 0.5:
            dx, tx = rng.choice(cl.DX_MALE if c.p.sex == "M" else cl.DX_FEMALE)
            d.w("; hx ", dx, ", treated at ", (c.cancer, "HOSPITAL"))
        d.t(".\n")
    if rng.random() < 0.6:
        d.t("Previous contacts:\n")
        offs = sorted((rng.randint(2, 400) for _ in range(rng.randint(1, 3))), reverse=True)
        for o in offs:
            s = rng.choice([c.st["nurse"], c.st["admin"], c.nurse2])
            d.w("  ", Dn(rng, c, phi.shift(c.ref, -o)), "  ", (ctx.initials(s, False), "DOCTOR"), "  ", rng.choice(PREV), "\n")


def tel_message_slip(d, rng, c):
    p, ref = c.p, c.ref
    to = rng.choice([c.st["consultant"], c.st["andrologist"], c.st["embryologist"], c.st["nurse"]])
    frm = c.st["admin"]
    d.w(rng.choice(["** PHONE MESSAGE **", "While you were out", "Tel msg", "CALL BACK REQUEST"]), "\n")
    d.w("For: ", staff_nm(rng, to, rng.choice(["title_last", "first"])), "\n")
    fs = rng.choice(["title_last", "full", "first", "initials"])
    d.w("From: ", "pt " if fs == "initials" else "", nm(rng, p, "PATIENT", fs), rng.choice(["", " (pt)", " - patient"]) if fs != "initials" else "", "\n")
    d.w("Date: ", (phi.fmt_short(rng, ref, c.country), "DATE"), "  Time: ", phi.tod(rng), "\n")
    d.w("Tel: ", (c.phone, "PHONE"), rng.choice(["", "  (after 5pm)", "  or work ", ""]))
    if d.buf[-1].endswith("work "):
        d.w((phi.phone(rng, c.country, mobile=False, ext=True), "PHONE"))
    d.t("\n")
    d.t("[x] Please call back   [ ] Will call again   [ ] Urgent\n")
    d.t("Message: ")
    d.t(rng.choice([
        "wants to discuss moving samples to another clinic",
        "asking if storage can be extended on medical grounds - onc letter to follow",
        "chemo brought forward, can he come in tomorrow to bank another sample?",
        "confused about invoice, thinks NHS funded",
        "wants to know how many eggs frozen + survival rates",
        "worried - missed dose of cetrorelix last night",
    ]))
    if rng.random() < 0.5:
        d.w(". DOB ", D(rng, c, p.dob, "num"), ", hosp no ", (c.mrn, "MRN"))
    d.w("\nTaken by: ", (frm.first, "DOCTOR") if rng.random() < 0.6 else (ctx.initials(frm, False), "DOCTOR"), "\n")
    if rng.random() < 0.6:
        d.w("\n-> called back ", (phi.fmt_short(rng, phi.shift(ref, rng.randint(0, 1)), c.country), "DATE"), " ", phi.tod(rng), ", ",
            rng.choice(["no answer, VM left", "spoke with pt, resolved", "spoke with pt, appt booked", "booked into next andrology clinic"]), " - ", (ctx.initials(to, False), "DOCTOR"), "\n")
    _background(d, rng, c)


def telephone_encounter(rng, d, c):
    rng.choice([tel_encounter, tel_encounter, tel_message_slip])(d, rng, c)
