"""Genres: consent & fertility-counselling letter, end-of-treatment summary
to GP, patient portal message thread."""
import phi
from phi import P, Doc
import case as C
import clinical as K
import blocks as B
import pools_places as L


def _t(c, k):
    return B.TERMS[c.c][k]


def _addr_block(d, c, rng, lines):
    for ln in lines:
        d.ln("{}", ln)


def _salute(c, rng):
    r = rng.random()
    if r < 0.6:
        return c.pt.titled()
    if r < 0.85:
        return c.pt.firstn()
    return c.pt.titled_full()


def _gp_salute(c, rng):
    return ["Dr ", c.gp.lastn()] if rng.random() < 0.7 else c.gp.firstn() if rng.random() < 0.5 else ["Dr ", c.gp.full()]


# ------------------------------------------------------------------ consent / fertility letter
def consent_letter(rng, c):
    d = Doc()
    s = c.site
    rx = K.pick_rx(rng, s)
    nd = c.note_date
    c.letterhead(d, rng)
    d.ln()
    d.ln("Our ref: {}/{}/{}", c.cons.initials(False), P(c.clerk.initials(False).text.lower(), "DOCTOR"), P(c.mrn, "MRN"))
    d.ln("Date: {}", c.D(nd, rng.choice(("long", "long_ord", "num", "abbr_sp"))))
    d.ln()
    d.ln(rng.choice(("PRIVATE AND CONFIDENTIAL", "Private & Confidential", "CONFIDENTIAL - ADDRESSEE ONLY")))
    d.ln("{}", c.pt.titled_full())
    _addr_block(d, c, rng, c.addr.lines(rng, with_country=rng.random() < 0.25))
    d.ln()
    d.ln("Dear {},", _salute(c, rng))
    d.ln()
    fert = c.age < 46 and s is not K.SITES["prostate"]
    d.ln("Re: {}", "Radiotherapy - consent and fertility preservation" if fert else "Your radiotherapy treatment and consent")
    d.ln("{}, DOB {}, {} {}", c.pt.full(), c.dobP(), c.hp_label, c.hpP())
    d.ln()
    f = c.family[0]
    first_clinic = c.add_days(nd, -rng.randrange(2, 10))
    d.w("Thank you for coming to see me in the {} clinic on {}", rng.choice(("radiotherapy", "joint", "new patient")),
        c.D(first_clinic, rng.choice(("long", "long_ord", "wk_long", "daymon_long"))))
    if rng.random() < 0.7:
        d.w(" with your {} {}", f.rel, f.firstn())
    d.ln(". I am writing to summarise what we discussed, as promised.")
    d.ln()
    d.ln("You have {} ({}). The recommended treatment is external beam radiotherapy, {} in {} daily treatments "
         "over about {} weeks{}.", s["name"], rng.choice(s["stage"]), rx[0], rx[1], max(1, rx[1] // 5),
         ", given with " + s["chemo"] if s.get("chemo") else "")
    if s is K.SITES["cervix"]:
        d.ln("This will be followed by internal radiotherapy (brachytherapy), usually 3-4 insertions over 2 weeks.")
    d.ln()
    d.ln("Side effects we discussed:")
    d.ln(" - short term: {}.", ", ".join(s["tox"][:3]))
    late, rare = LATE.get(s["short"], LATE["default"])
    d.ln(" - long term: {}.", rng.choice(late))
    d.ln(" - rare but serious: {}.", rng.choice(rare + ("second cancer (about 1 in 500 over 10 years)",)))
    d.ln()
    if fert:
        if c.pt.sex == "F":
            fc = rng.choice(L.FERTILITY).format(s=rng.choice(L.HOSP_STEMS))
            fd = C.Staff(rng, c.c, "cons")
            d.ln("Fertility: treatment to the {} is very likely to cause early menopause and loss of fertility, and a "
                 "pregnancy could not safely be carried afterwards.", rng.choice(("pelvis", "abdomen and pelvis")))
            d.ln("You told me you would like to consider egg or embryo freezing. I have referred you urgently to {} "
                 "({} {}); they aim to see you within 1/52 and treatment takes about 2 weeks, so we may delay "
                 "the start by up to {} days.", P(fc, "HOSPITAL"), "Dr", fd.full(), rng.randrange(7, 15))
            if rng.random() < 0.6:
                d.ln("Your appointment there is on {} at {}; their number is {}.", c.D(c.add_days(nd, rng.randrange(2, 9)),
                     rng.choice(("wk_long", "long", "daymon_long"))), "%02d:%02d" % (rng.randrange(8, 16), rng.choice((0, 15, 30, 45))),
                     P(phi.phone(rng, c.c), "PHONE"))
            d.ln("We also talked about moving the ovaries out of the field (ovarian transposition) - {}.",
                 rng.choice(("you would prefer not to", "the gynaecology team will advise", "not suitable here")))
        else:
            fc = rng.choice(L.FERTILITY).format(s=rng.choice(L.HOSP_STEMS))
            d.ln("Fertility: scattered dose to the testes can reduce sperm production, sometimes permanently. We "
                 "recommended sperm banking before the start; two samples 48 hours apart are ideal.")
            d.ln("Sperm banking has been arranged at {} on {} (tel {}).", P(fc, "HOSPITAL"),
                 c.D(c.add_days(nd, rng.randrange(1, 6)), rng.choice(("wk_long", "long", "num"))), P(phi.phone(rng, c.c), "PHONE"))
        d.ln("Please use reliable contraception during treatment and for at least 6 months afterwards.")
        d.ln()
    elif c.pt.sex == "F" and c.age < 56:
        d.ln("As you are of child-bearing age, we will ask about your last period before the {} and each week.",
             _t(c, "sim"))
        d.ln()
    r = rng.randrange(3)
    if r == 0:
        d.ln("You mentioned you work as a {} at {}. I have given you a fit note from {} to {}.", P(c.profession, "PROFESSION"),
             P(c.employer, "ORGANIZATION"), c.D(nd, rng.choice(("num", "short", "daymon"))),
             c.D(c.add_days(nd, rng.randrange(40, 90)), rng.choice(("num", "short", "daymon"))))
    elif r == 1:
        d.ln("Travelling daily from {} may be tiring; our transport team ({}) can help and accommodation is available at "
             "{} if needed.", P(c.addr.city, "CITY"), P(phi.phone(rng, c.c), "PHONE"), P(rng.choice(L.LODGES), "ORGANIZATION"))
    else:
        d.ln("You asked whether you can still travel to {} in {}; we agreed to discuss this at your first review.",
             P(c.holiday, "COUNTRY"), c.D(c.add_days(nd, rng.randrange(60, 200)), "monyear"))
    d.ln()
    d.ln("You signed the consent form ({}) on {}, and a copy is enclosed. You can change your mind at any time.",
         rng.choice(("Form 1", "Consent Form 4", "RT consent v6")), c.D(c.add_days(first_clinic, rng.randrange(0, 3)), rng.choice(("long", "num"))))
    sim = c.add_days(nd, rng.randrange(3, 12))
    d.ln("Your {} is booked for {} and treatment is planned to start around {}.", _t(c, "sim"), c.D(sim, rng.choice(("wk_long", "long", "daymon_long"))),
         c.D(c.add_days(sim, rng.randrange(10, 21)), rng.choice(("long", "daymon_long", "num"))))
    d.ln()
    d.ln("If you have any questions please contact {}, {} specialist nurse, on {} or e-mail {}. More information: {}",
         c.nurse.full(), rng.choice(("radiotherapy", "gynae-oncology", "head and neck", "clinical")),
         P(phi.phone_ext(rng, c.c) if rng.random() < 0.5 else phi.phone(rng, c.c), "PHONE"),
         P(phi.email(rng, c.nurse.first, c.nurse.last, c.centre), "EMAIL"), P(phi.url(rng, c.centre), "URL"))
    d.ln()
    d.ln(rng.choice(("Yours sincerely,", "Kind regards,", "With best wishes,", "Yours sincerely")))
    d.ln()
    d.ln("{}", c.cons.sig(rng))
    d.ln("{}", rng.choice(("Consultant Clinical Oncologist", "Radiation Oncologist", "Consultant Radiation Oncologist",
                           "Staff Radiation Oncologist")))
    if rng.random() < 0.5:
        d.ln("{} {}", c.cons.lic_label, P(c.cons.lic, "LICENSE"))
    d.ln()
    B.cc_block(d, c, rng, extra=False)
    if fert and rng.random() < 0.6:
        d.ln("    {}", P(rng.choice(L.FERTILITY).format(s=rng.choice(L.HOSP_STEMS)), "HOSPITAL"))
    if rng.random() < 0.4:
        B.transcription(d, c, rng)
    return d


# ------------------------------------------------------------------ end of treatment summary
def eot_summary(rng, c):
    d = Doc()
    s = c.site
    rx = K.pick_rx(rng, s)
    nfx = rx[1]
    start = c.add_days(c.note_date, -(nfx // 5) * 7 - rng.randrange(1, 10))
    while start.weekday() > 4:
        start = c.add_days(start, 1)
    end = c.work_days(start, nfx - 1 + rng.choice((0, 0, 0, 1, 2)))
    c.letterhead(d, rng)
    d.ln()
    d.ln("{}", c.D(c.note_date, rng.choice(("long", "num", "long_ord", "abbr_sp"))))
    d.ln()
    d.ln("{} {}", "Dr", c.gp.full())
    d.ln("{}", c.hosp("practice"))
    for ln in c.practice_addr.lines(rng):
        d.ln("{}", ln)
    d.ln()
    d.ln("Dear {},", _gp_salute(c, rng))
    d.ln()
    d.ln("RE: {}  DOB {}  {}", c.pt.formal_caps() if rng.random() < 0.5 else c.pt.full_mid(), c.dobP(),
         [_t(c, "mrn") + " ", P(c.mrn, "MRN")])
    d.ln("    {}", c.addr.inline(rng))
    d.ln("    {} {}{}", c.hp_label, c.hpP(), ["   ", c.ssn_label, " ", P(c.ssn, "SSN")] if c.ssn and rng.random() < 0.4 else "")
    d.ln()
    d.ln(rng.choice(("RADIOTHERAPY END OF TREATMENT SUMMARY", "Treatment Summary - Radiotherapy Completed",
                     "END OF TREATMENT LETTER")))
    d.ln()
    d.ln("Diagnosis: {}, {} (diagnosed {})", s["name"], rng.choice(s["stage"]), c.D(c.diag_date, rng.choice(("monyear", "num", "long"))))
    d.ln("Intent: {}", rng.choice(("radical", "adjuvant", "palliative", "curative", "definitive")))
    d.ln("Treatment: {} in {} fractions, {} ({}), {} to {}", rx[0], nfx, s["tech"], rng.choice(K.MACHINES),
         c.D(start), c.D(end))
    if s.get("chemo"):
        d.ln("Concurrent: {} - {} cycles given at {}.", s["chemo"], rng.randrange(1, 6), c.hosp("ward"))
    d.ln("Interruptions: {}", rng.choice(("none", "none", "1 day (machine fault), compensated by BD fraction",
                                         "2 days (admitted with neutropenic sepsis)",
                                         [P(rng.choice(HOLIDAYS[c.c]), "DATE"), " - gap corrected (BD fraction)"])))
    d.ln()
    d.ln("Acute toxicity at completion: {}; {}.", K.tox_text(rng, s, 3), rng.choice(K.SKIN))
    if rng.random() < 0.4:
        B.hard_neg_line(d, c, rng, "clin")
    d.ln("Medication changes: started {}; {}.", rng.choice(s["meds"]), rng.choice(("stop when settled", "please continue",
                                                                                "review in 2/52", "wean over 1/52")))
    d.ln()
    d.ln("What the patient has been told: side effects peak 1-2 weeks after completion and settle over 4-6 weeks. "
         "{} {}.", c.pt.titled(), rng.choice(("understands and is keen to return to work",
                                              "was accompanied by " + "family", "has written information")))
    f = c.family[rng.randrange(len(c.family))]
    if rng.random() < 0.6:
        d.ln("Social: {}; {} {} ({}) is next of kin, tel {}.", [c.prof_prefix, P(c.profession, "PROFESSION")],
             f.rel, f.full(), P(f.job, "PROFESSION") if rng.random() < 0.4 else "main carer", P(f.phone, "PHONE"))
    d.ln()
    d.ln("Actions for {}:", _t(c, "gp"))
    acts = ["Please check FBC and U&E in 2 weeks.", "No action required.",
            "Please review analgesia and wean as pain settles.", "Please refer back if new symptoms."]
    if s is K.SITES["prostate"]:
        acts += ["PSA 3/12 post RT, then 6-monthly; refer if PSA nadir + 2.",
                 "Please continue hormone therapy (next goserelin due {}).",
                 "Please refer back if rectal bleeding persists beyond 3/12."]
    elif s in (K.SITES["hn"], K.SITES["lymphoma"]):
        acts += ["Annual TFTs (neck RT).", "Dental review 6-monthly; avoid extractions without discussion."]
    elif s in (K.SITES["cervix"], K.SITES["rectum"], K.SITES["bladder"]):
        acts += ["Please refer back if rectal bleeding persists beyond 3/12."]
        if c.pt.sex == "F":
            acts += ["Please consider vaginal oestrogen."]
    elif s is K.SITES["breast"]:
        acts += ["Please continue endocrine therapy; next mammogram due {}."]
    for a in rng.sample(acts, 3):
        if "{}" in a:
            d.ln("- " + a, c.D(c.add_days(end, rng.randrange(20, 80)), rng.choice(("num", "short", "long"))))
        else:
            d.ln("- " + a)
    d.ln()
    fu = c.add_days(end, rng.randrange(28, 84))
    d.ln("Follow-up: {} clinic on {} at {}{}.", rng.choice(("Oncology", "Radiotherapy", "Nurse-led telephone", "Joint")),
         c.D(fu, rng.choice(("wk_long", "long", "num", "wk_num"))), c.hosp("ref") if rng.random() < 0.5 else c.hosp(),
         rng.choice(("", " (" + "video)", "; imaging before")))
    d.ln("Helpline (24h): {}   Secretary: {}   {}", P(phi.phone(rng, c.c), "PHONE"), P(phi.phone_ext(rng, c.c), "PHONE"),
         P(c.centre_email, "EMAIL"))
    d.ln()
    d.ln("Yours sincerely,")
    d.ln()
    who = rng.choice((c.cons, c.reg))
    d.ln("{}", who.sig(rng))
    if rng.random() < 0.5:
        d.ln("{} {}", who.lic_label, P(who.lic, "LICENSE"))
    if who is c.reg:
        d.ln("for {}", c.cons.dr_form(rng))
    d.ln()
    d.ln("cc: {} (patient){}", c.pt.full(), ["; ", c.hosp("ref")] if rng.random() < 0.5 else "")
    if rng.random() < 0.4:
        B.transcription(d, c, rng)
    return d


# ------------------------------------------------------------------ patient portal messages
HOLIDAYS = {"UK": ("Easter Monday", "Boxing Day", "Christmas", "the August bank holiday".split(" ", 1)[1]),
            "US": ("Thanksgiving", "Labor Day", "Christmas", "July 4th"),
            "AU": ("Anzac Day", "Australia Day", "Christmas", "Easter"),
            "CA": ("Thanksgiving", "Canada Day", "Victoria Day", "Christmas"),
            "IE": ("St Patrick's Day", "Easter Monday", "Christmas", "St Stephen's Day")}

LATE = {
    "Ca prostate": (("bowel urgency and bleeding (about 5 in 100)", "erectile dysfunction", "urinary frequency"),
                    ("fistula (less than 1 in 100)", "urethral stricture")),
    "Ca breast": (("breast shrinkage and firmness", "skin colour change", "arm swelling (lymphoedema)"),
                  ("rib fracture", "heart or lung damage (very rare)")),
    "SCC oropharynx": (("dry mouth and swallowing problems", "change in taste", "neck stiffness"),
                       ("jaw bone damage (osteoradionecrosis)", "spinal cord damage (very rare)")),
    "NSCLC": (("breathlessness from lung scarring", "chest wall ache"), ("rib fracture", "oesophageal narrowing")),
    "Ca rectum": (("bowel urgency and bleeding (about 5 in 100)", "sexual dysfunction"), ("fistula (less than 1 in 100)",
                                                                                         "pelvic insufficiency fracture")),
    "Ca cervix": (("narrowing of the vagina - dilators advised", "early menopause", "bowel urgency"),
                  ("fistula (less than 1 in 100)", "bowel obstruction")),
    "GBM": (("memory or concentration change", "patchy permanent hair loss", "tiredness for months"),
            ("radiation necrosis", "hormone (pituitary) changes")),
    "brain mets": (("memory or concentration change", "hair loss"), ("radiation necrosis",)),
    "default": (("skin changes and firmness", "tiredness for some months"), ("damage to nearby organs (rare)",)),
}

PT_OPENERS = ("hi, ", "Hello, ", "Hi there - ", "good evening, ", "Dear nurses, ", "")


def portal_msg(rng, c):
    d = Doc()
    s = c.site
    nd = c.note_date
    portal = rng.choice(("MyChart", "MyCare Portal", "Patient Knows Best", "myRT app", "HealthConnect"))
    d.ln("{} - Message thread {}", portal, P(phi.idnum(rng, "msg"), "IDNUM"))
    d.ln("Patient: {}   {} {}   DOB {}", c.pt.full(), _t(c, "mrn"), P(c.mrn, "MRN"), c.dobP())
    proxy = rng.random() < 0.3
    r = rng.randrange(4)
    subj = {0: ("sore skin", "skin", "cream?"), 1: ("question about appointments", "appointment time", "work"),
            2: ("side effects", "feeling unwell", "is this normal?"), 3: ("Parking permit", "car park", "transport")}[r]
    d.ln("Subject: {}", "worried about " + ("mum" if c.pt.sex == "F" else "dad") if proxy else rng.choice(subj))
    d.ln()
    if rng.random() < 0.5:
        d.ln("[Automated] {} - appointment reminder", rng.choice(("System", "Scheduling", "noreply")))
        first = c.add_days(nd, rng.randrange(1, 4))
        for k in range(rng.randrange(2, 5)):
            d.ln("  {}  {:02d}:{:02d}  {} ({})", c.D(c.add_days(first, k), rng.choice(("wk_num", "wk", "abbr_sp"))),
                 rng.randrange(8, 18), rng.choice((0, 10, 20, 30, 40, 50)), rng.choice(K.MACHINES),
                 rng.choice(("treatment", "treatment + review", "bloods", "review clinic")))
        d.ln("  Reply STOP to opt out. Queries: {}", P(c.centre_phone, "PHONE"))
        d.ln()
    f = c.family[0]
    sender = f if proxy else c.pt
    t1 = "%02d:%02d" % (rng.randrange(17, 24), rng.randrange(60))
    d.ln("From: {} <{}>", sender.full(), P(phi.email(rng, sender.first, sender.last), "EMAIL"))
    d.ln("Sent: {} {}", c.D(nd, rng.choice(("wk_num", "num", "abbr_sp", "wk_long"))), t1)
    d.ln()
    msg_style = rng.random()
    if proxy:
        d.w("{}this is {}, {}'s {}. ", rng.choice(PT_OPENERS), f.full(), c.pt.firstn(), f.rel)
        d.w("{} has had {} since {} and is not eating much. ", "she" if c.pt.sex == "F" else "he", K.tox_text(rng, s, 1),
            c.D(c.add_days(nd, -rng.randrange(1, 6)), "weekday"))
        d.ln("should we come in early tomorrow before the {} appt? my mobile is {}.", "%d.%02d" % (rng.randrange(8, 12), rng.choice((0, 15, 30, 45))),
             P(f.phone, "PHONE"))
    else:
        d.w("{}", rng.choice(PT_OPENERS))
        if r == 0:
            d.w("my {} is getting really sore after {} treatments, is it ok to use {} on it? ", rng.choice(("skin", "neck", "bottom", "chest")),
                rng.randrange(6, 20), rng.choice(("vaseline", "sudocrem", "aloe vera", "E45")))
        elif r == 1:
            d.w("I have to work on {} ({} at {}) - can I move my appointment to after 4pm? ", c.D(c.add_days(nd, rng.randrange(2, 8)), rng.choice(("weekday", "daymon_long", "short"))),
                P(c.profession, "PROFESSION"), P(c.employer, "ORGANIZATION"))
        elif r == 2:
            d.w("since {} ive had {}. Is that normal. ", c.D(c.add_days(nd, -rng.randrange(1, 4)), "weekday"), K.tox_text(rng, s, 2))
            if rng.random() < 0.5:
                d.w("also do I still come in over {}? ", P(rng.choice(HOLIDAYS[c.c]), "DATE"))
        else:
            d.w("my {} {} will be driving me from now on, the car reg is {} for the parking permit. ", f.rel, f.firstn(),
                P(phi.vehicle(rng, c.c), "VEHICLE"))
        d.ln("{}", rng.choice(("thanks", "Many thanks", "cheers", "x", "Thank you so much")))
        if msg_style < 0.5:
            d.ln("{}", c.pt.firstn() if rng.random() < 0.6 else c.pt.nickn())
    d.ln()
    rep = rng.choice((c.nurse, c.rads[0], c.clerk))
    d.ln("From: {} ({})", rep.full(), rng.choice(("RT Nursing Pool", "Radiotherapy Reception", "Radiation Oncology",
                                                 "Treatment Unit " + rng.choice(("A", "B", "2")))))
    d.ln("Sent: {} {}", c.D(c.add_days(nd, 1), rng.choice(("wk_num", "num", "abbr_sp"))), "%02d:%02d" % (rng.randrange(8, 12), rng.randrange(60)))
    d.ln()
    d.ln("Dear {},", c.pt.firstn() if not proxy else f.firstn())
    r = 2 if proxy else {0: 0, 1: 1, 2: 2, 3: 1}[r]
    if r == 0:
        d.ln("Thanks for your message. Please don't apply anything within 2 hours before treatment. We will review "
             "{} at your session today on {}. If it becomes blistered or weepy call us on {}.",
             "the skin" if not proxy else c.pt.firstn(), rng.choice(K.MACHINES), P(c.centre_phone, "PHONE"))
    elif r == 1:
        d.ln("I've moved your appointments for {} to {} onwards at {}. Your new list is in the app. "
             "Parking permit {} is valid until {}.", c.D(c.add_days(nd, 3), rng.choice(("daymon", "short", "weekday"))),
             c.D(c.add_days(nd, 4), rng.choice(("daymon", "short", "wk"))), "16:%02d" % rng.randrange(10, 60),
             P(phi.idnum(rng, "permit"), "IDNUM"), c.D(c.add_days(nd, rng.randrange(14, 40)), rng.choice(("num", "daymon"))))
    else:
        d.ln("Sorry to hear this. Please ring the triage line on {} today so a nurse can assess; if out of hours use {}. "
             "{} will see you in review clinic on {}.", P(phi.phone(rng, c.c), "PHONE"), P(phi.phone(rng, c.c), "PHONE"),
             c.reg.dr_form(rng), c.D(c.add_days(nd, rng.randrange(1, 4)), rng.choice(("weekday", "wk", "daymon"))))
    d.ln("Kind regards, {}", rep.firstn() if rng.random() < 0.6 else rep.sig(rng))
    d.ln()
    if rng.random() < 0.6:
        d.ln("From: {}", sender.full())
        d.ln("{}", rng.choice(("ok thank you", "Thanks, see you tomorrow", "brilliant thanks so much",
                               "will do. also can you tell the doctor my weight is down again")))
        d.ln()
    d.ln("-- audit: patient login {} from {} on {}; staff reply by {} ({})",
         P(phi.username(rng, c.pt.first, c.pt.last, patient=True), "USERNAME"), P(phi.ipaddr(rng), "IPADDR"), c.D(nd, "iso"),
         P(phi.username(rng, rep.first, rep.last, role=getattr(rep, "role", None)), "USERNAME"), P(phi.ipaddr(rng), "IPADDR"))
    if rng.random() < 0.4:
        d.ln("Portal: {}", P(phi.url(rng, c.centre), "URL"))
    return d
