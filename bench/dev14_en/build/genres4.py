"""Genres 11-12: patient portal message exchange, laboratory results report."""
from common import Ctx, LABS_PANEL, rand_digits, rand_letters
from core import Person, slug
import pools

PORTAL_NAMES = ["MyHealth Connect", "PatientLink", "CareView", "HealthHub", "CareConnect Online", "Patient Gateway", "myRecord"]

COMPLAINTS = [
    ("rash came back", "the rash on my arms came back", "Please send a photo through the portal and continue the hydrocortisone 1% cream BD for 7 days."),
    ("bp readings", "my bp readings at home are 150/95 most mornings", "Please continue amlodipine 5 mg and record readings twice daily for a week."),
    ("side effects", "im getting headaches since starting the new tablets", "Headache is a common side effect in the first 2 weeks; take paracetamol 1 g if needed."),
    ("test results", "have my blood results come back yet", "Your HbA1c was 54 mmol/mol (6.9%), improved from 61. Kidney function is normal."),
    ("refill", "i need a refill of my inhaler and the metformin", "Your prescription for salbutamol 100 mcg and metformin 500 mg BD has been sent to your pharmacy."),
    ("sick note", "can i get a sick note for work", "A fit note has been issued for 2 weeks; you can download it under Documents."),
    ("appointment", "i need to move my appointment", "We have rebooked you as requested."),
    ("wound", "the wound is a bit red and oozing", "Please attend the nurse clinic for a wound check and swab; if fever >38 C go to ED."),
]


def _lower_name(person_items):
    # lower-case copy of a list of (text, type) items
    out = []
    for it in person_items:
        if isinstance(it, tuple):
            out.append((it[0].lower(), it[1]))
        else:
            out.append(it.lower())
    return out


def portal(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    age = rng.randint(13, 88)
    dob = c.dob(age)
    hosp = loc.c("hospitals") if c.r() < 0.5 else loc.c("practices")
    dom = loc.hosp_domain(hosp)
    doc = c.staff()
    nurse = c.staff()
    pname = c.ch(PORTAL_NAMES)
    uname = loc.username(pt)
    email = loc.email(pt)
    subj, msg, reply = c.ch(COMPLAINTS)
    staff_user = slug(nurse.surname)[:6] + slug(nurse.given)[:1] + c.ch(["", "01", "2"])
    d.ln((hosp, "HOSPITAL"), " - ", pname, " secure messaging")
    d.ln(c.ch(["Portal: ", "Link: ", "URL: "]), (c.ch(["https://", "", "https://"]) + c.ch(["portal.", "my.", "connect.", "www."]) + dom + c.ch(["/messages", "", "/inbox/" + rand_digits(rng, 6)]), "URL"))
    d.ln("Conversation ID: ", (c.ch(["MSG-", "C", "T"]) + rand_digits(rng, 8), "IDNUM"))
    d.ln("Patient: ", pt.full(), "   ", c.mrn_line(), "   DOB: ", loc.date(dob, "dob"))
    d.ln("Portal username: ", (uname, "USERNAME"), "   Email: ", (email, "EMAIL"))
    proxy = None
    if age < 18 or c.r() < 0.2:
        prel, proxy = c.relative(sex=c.ch("FM"), same_surname=age < 18)
        puser = loc.username(proxy)
        proxy_user = puser
        d.ln("Proxy access: ", proxy.full(), " (", prel if age >= 18 else c.ch(["mother", "father", "parent"]), "), user ", (puser, "USERNAME"))
    d.ln()
    # message 1
    sent = -rng.randint(0, 4)
    d.ln("From: ", pt.full() if c.r() < 0.5 else pt.given_init(), " <", (email, "EMAIL"), ">")
    d.ln("To: ", c.ch([doc.titled(), [(hosp, "HOSPITAL"), " reception"], ["Care team of ", doc.titled()]]))
    d.ln("Sent: ", c.date(sent, c.ch(["wd_long", "num", "wd_short"])), " ", c.time())
    d.ln("Subject: ", subj)
    d.ln()
    lower = c.r() < 0.6
    greet = c.ch(["hi ", "hello ", "dear ", "hey "]) if lower else c.ch(["Hi ", "Hello ", "Dear "])
    drw = "dr " if lower else c.ch(["Dr ", "Dr. "])
    d.w(greet, drw, _lower_name(doc.last()) if lower else doc.last(), ", ")
    d.w("its " if lower else "it's ", _lower_name(pt.first()) if lower else pt.first(), " again. ")
    d.w(msg if lower else msg[0].upper() + msg[1:].replace(" i ", " I ").replace("im ", "I'm "), " since ")
    wd = c.date(sent - rng.randint(2, 6), "weekday")
    d.w((wd[0].lower(), "DATE") if lower else wd, ". ")
    k = c.r()
    if k < 0.35:
        rel, p = c.relative()
        d.w(("my " if lower else "My ") + rel + " ", _lower_name(p.first()) if lower else p.first(), " thinks i should come in" if lower else " thinks I should come in", ". ")
    elif k < 0.6:
        d.w("i work " if lower else "I work ", c.ch(["nights ", "shifts ", "", "weekends "]), "at ", c.org(), " so ", "mornings are best. ")
    elif k < 0.8:
        d.w("im free on " if lower else "I'm free on ", c.date(sent + rng.randint(2, 8), c.ch(["wd_short", "daymonth"])), " or the ",
            (f"{rng.randint(10, 28)}th", "DATE"), ". ")
    d.ln("thanks" if lower else "Thanks", c.ch([",", "", " x", "!"]))
    d.ln(_lower_name(pt.first()) if lower else pt.first(), *(["", " (", (loc.phone("mobile"), "PHONE"), ")"] if c.r() < 0.3 else []))
    d.ln()
    # reply
    d.ln("From: ", nurse.full(), ", ", loc.cred("nurse"), c.ch([" on behalf of ", " for "]), doc.titled())
    d.ln("Sent: ", c.date(sent + 1, c.ch(["wd_long", "num", "abbr"])), " ", c.time())
    d.ln()
    d.ln("Hi ", pt.first(), ",")
    d.w("Thank you for your message. ", doc.titled(), " has reviewed it. ", reply, " ")
    appt = c.workday(sent + rng.randint(2, 12))
    d.ln("We have booked you on ", c.date(appt, c.ch(["wd_long", "wd_short"])), " at ", c.time(), " with ",
         c.ch([doc.titled(), nurse.first(), c.staff().titled()]), " at ", (c.ch([hosp, loc.c("practices")]), "HOSPITAL"),
         *([", ", loc.address(country=False)] if c.r() < 0.4 else []), ".")
    d.ln("If things get worse please call ", (loc.phone(), "PHONE"), c.ch([" (option 2)", "", " and ask for the triage nurse"]),
         " or attend your nearest emergency department.")
    d.ln("Kind regards, ", nurse.first(), c.ch(["", " (" + loc.cred("nurse") + ")"]))
    d.ln()
    # message 3
    if c.r() < 0.75:
        d.ln("From: ", (uname, "USERNAME"), c.ch([" (patient)", ""]))
        d.ln("Sent: ", c.date(sent + 2, c.ch(["num", "wd_short"])), " ", c.time())
        mgr = c.fam()
        org = c.org()
        if lower:
            d.ln("ok thanks ", _lower_name(nurse.first()), ". can u send the letter for my work (", (org[0], org[1]), ") to ",
                 (loc.email(pt, domain=c.ch(pools.EMAIL_DOMAINS_OTHER)), "EMAIL"), "? my manager ", _lower_name(mgr.first()), " needs it by ",
                 (c.date(appt + 2, "weekday")[0].lower(), "DATE"))
        else:
            d.ln("Thanks ", nurse.first(), ". Could you also send the letter for my employer (", org, ") to ",
                 (loc.email(pt, domain=c.ch(pools.EMAIL_DOMAINS_OTHER)), "EMAIL"), "? My manager, ", mgr.full(), ", needs it by ",
                 c.date(appt + 2, c.ch(["weekday", "daymonth"])), ".")
        d.ln()
    # audit
    d.ln("Access log")
    d.ln("| Time | User | Event | IP |")
    for _ in range(rng.randint(3, 6)):
        who = c.r()
        if who < 0.6:
            u = uname
        elif who < 0.75 and proxy is not None:
            u = proxy_user
        else:
            u = staff_user
        ev = c.ch(["login (MFA)", "viewed results", "sent message", "downloaded letter", "failed login", "password reset"])
        d.ln("| ", c.date(sent + rng.randint(0, 2), c.ch(["num", "iso"])), " ", c.time(), " | ", (u, "USERNAME"), " | ", ev, " | ", (loc.ip(), "IPADDR"), " |")
    if c.r() < 0.3:
        d.ln("Device: iPhone app v4.2, device ID ", (rand_letters(rng, 4, "ABCDEF0123456789") + "-" + rand_letters(rng, 8, "ABCDEF0123456789"), "DEVICE"))
    return d


US_UNITS = {
    "Glucose (fasting)": ("mg/dL", 70, 99, 0), "Creatinine": ("mg/dL", 0.6, 1.2, 2), "Urea": None, "Haemoglobin": None,
    "Bilirubin, total": ("mg/dL", 0.1, 1.2, 1), "Albumin": ("g/dL", 3.5, 5.0, 1), "Calcium (adj)": ("mg/dL", 8.6, 10.2, 1),
    "Cholesterol, total": ("mg/dL", 0, 200, 0), "LDL-C": ("mg/dL", 0, 100, 0), "HDL-C": ("mg/dL", 40, 80, 0),
    "Triglycerides": ("mg/dL", 0, 150, 0), "Sodium": ("mEq/L", 135, 145, 0), "Potassium": ("mEq/L", 3.5, 5.1, 1),
    "Chloride": ("mEq/L", 98, 107, 0), "Bicarbonate": ("mEq/L", 22, 29, 0), "HbA1c": ("%", 4.0, 5.6, 1),
}


def lab(rng, code):
    c = Ctx(rng, code)
    d, loc, pt = c.d, c.loc, c.pt
    age = rng.randint(0, 99)
    dob = c.dob(age)
    hosp = loc.c("hospitals")
    req = c.staff()
    sci = c.staff()
    path = c.staff()
    d.ln((hosp, "HOSPITAL"), c.ch([" - Department of Laboratory Medicine", " | Pathology Services", " — Clinical Biochemistry & Haematology", " Laboratory"]))
    d.ln(c.ch(["LABORATORY REPORT (FINAL)", "CUMULATIVE RESULTS REPORT", "LAB RESULTS - FINAL", "BIOCHEMISTRY / HAEMATOLOGY REPORT"]))
    d.ln("Patient: ", pt.last_first(upper=c.r() < 0.6), "   Sex: ", pt.sex, "   DOB: ", loc.date(dob, "dob"), "   Age: ", (str(age), "AGE"),
         c.ch(["", "y", " Y"]))
    d.ln(c.mrn_line(), *(["   NHS: ", (loc.nhs(), "MRN")] if code == "uk" and c.r() < 0.6 else []),
         *(["   Encounter: ", (loc.account(), "ACCOUNT")] if c.r() < 0.5 else []))
    if c.r() < 0.5:
        d.ln("Location: ", (loc.c("wards"), "HOSPITAL"), c.ch([", bed ", " Bed ", " / Rm "]), (str(rng.randint(1, 36)) + c.ch(["", "", "A"]), "LOCATION_OTHER"))
    else:
        d.ln("Location: ", (loc.c("practices"), "HOSPITAL"), *([" (", loc.address(country=False), ")"] if c.r() < 0.3 else []))
    d.ln("Requested by: ", req.titled(), *(["   Copy to: ", c.staff().titled()] if c.r() < 0.4 else []))
    dc = -rng.randint(0, 2)
    d.ln("Order #: ", (c.ch(["ORD", "", "LAB"]) + rand_digits(rng, 8), "IDNUM"), "   Specimen #: ",
         (c.ch(["", "B", "H"]) + str(c.ref.year)[2:] + c.ch(["-", ""]) + rand_digits(rng, 6), "IDNUM"), *(["   Requisition: ", ("RQ" + rand_digits(rng, 7), "IDNUM")] if c.r() < 0.3 else []))
    h = rng.randint(6, 14)
    t1, t2, t3 = f"{h:02d}:{rng.randint(0, 59):02d}", f"{h + 1:02d}:{rng.randint(0, 59):02d}", f"{rng.randint(h + 2, 21):02d}:{rng.randint(0, 59):02d}"
    d.ln("Collected: ", c.date(dc, c.ch(["num", "abbr", "iso"])), " ", t1, c.ch(["   Received: ", "  Recv: "]), c.date(dc, "num"), " ", t2,
         c.ch(["   Reported: ", "  Rep: "]), c.date(0, "num"), " ", t3)
    d.ln("Specimen: ", c.ch(["venous blood (SST + EDTA)", "serum", "plasma (Li-hep)", "whole blood EDTA + citrate"]), "   Fasting: ", c.ch(["Y", "N", "unknown"]))
    d.ln()
    d.ln("| Test | Result | Flag | Units | Reference range |")
    d.ln("|---|---|---|---|---|")
    pool = [t for t in LABS_PANEL if not (t[0] == "PSA" and (pt.sex == "F" or age < 40)) and not (age < 16 and t[0] in ("Lithium", "Prolactin", "Cortisol (09:00)"))]
    tests = rng.sample(pool, rng.randint(10, 18))
    abn = []
    for name, unit, lo, hi, dec in tests:
        if code == "us" and name in US_UNITS:
            u = US_UNITS[name]
            if u is None:
                if name == "Haemoglobin":
                    name, unit, lo, hi, dec = "Hemoglobin", "g/dL", 12.0, 16.0, 1
                else:
                    name, unit, lo, hi, dec = "BUN", "mg/dL", 7, 20, 0
            else:
                unit, lo, hi, dec = u
        span = hi - lo if hi > lo else 1
        v = rng.uniform(lo - 0.3 * span, hi + 0.4 * span)
        if lo == 0:
            v = abs(v)
        v = round(v, dec) if dec else int(round(v))
        flag = "H" if v > hi else ("L" if v < lo and lo > 0 else "")
        if flag:
            abn.append(name)
        rr = f"<{hi}" if lo == 0 else f"{lo} - {hi}"
        d.ln("| ", name, " | ", str(v), " | ", flag, " | ", unit, " | ", rr, " |")
    d.ln()
    d.ln("Comments:")
    if c.r() < 0.35:
        d.ln("Sample slightly haemolysed - potassium may be falsely elevated. Please repeat.")
    if abn and c.r() < 0.7:
        rcv = c.ch([req, c.staff()])
        d.ln("Critical/abnormal result (", abn[0], ") phoned to ", rcv.titled() if c.r() < 0.5 else [rcv.full(), ", ", loc.cred("nurse")],
             *([" on ext ", (str(rng.randint(2000, 8999)), "PHONE")] if c.r() < 0.5 else [" on ", (loc.phone(), "PHONE")]), " at ", c.time(),
             " by ", sci.initials(c.ch(["AB", "ab"])), "; read-back confirmed.")
    if c.r() < 0.35:
        d.ln("Previous result ", c.date(-rng.randint(30, 400), c.ch(["num", "monthyear"])), ": ", c.ch(["creatinine 88", "HbA1c 61", "ferritin 12", "TSH 6.2"]),
             " (lab no ", (str(c.ref.year - 1)[2:] + "-" + rand_digits(rng, 6), "IDNUM"), ").")
    d.ln(c.ch(["eGFR calculated using CKD-EPI 2021.", "Reference ranges are age- and sex-specific.", "INR therapeutic range 2.0-3.0 for AF/VTE.",
               "Interpret troponin with clinical context (0/1h algorithm)."]))
    d.ln()
    d.w("Verified by: ", c.sign(sci, "scientist"), c.ch([", Biomedical Scientist", ", Medical Laboratory Scientist", ", Senior Scientist", ""]))
    if c.r() < 0.4:
        lab_, val = loc.license("scientist")
        d.w("  ", lab_, " ", (val, "LICENSE"))
    d.ln(" ", c.date(0, "num"), " ", c.time())
    if c.r() < 0.6:
        d.ln("Authorised by: ", path.titled(), ", ", loc.cred("doctor"), c.ch([", Consultant Chemical Pathologist", ", Haematologist", ", Laboratory Director"]))
    if c.r() < 0.5:
        d.ln("Analyser: ", c.ch(["Roche cobas 8000 c702", "Abbott Alinity ci", "Sysmex XN-1000", "Siemens Atellica CH"]), ", SN ",
             (c.ch(["", "AL", "XN"]) + rand_digits(rng, c.ch([5, 6, 8])), "DEVICE"))
    d.ln("Laboratory: ", (loc.phone(), "PHONE"), *(["   Results online: ", ("https://results." + loc.hosp_domain(hosp), "URL")] if c.r() < 0.4 else []),
         *(["   Email: ", ("lab.enquiries@" + loc.hosp_domain(hosp), "EMAIL")] if c.r() < 0.3 else []))
    d.ln("Printed ", c.date(c.ch([0, 1]), "num"), " ", c.time(), "  Page 1 of 1")
    return d
