"""Genres: tinnitus clinic letter; ENT referral letter; letter to GP."""
import blocks as B
import ids
import measures as M
import narr as N
import orgs
import pools_clin as PC


def _pron(pt):
    return ("He", "he", "his", "him") if pt.sex == "M" else ("She", "she", "her", "her")


def _re_line(x, pt, visit):
    P = pt.person
    x.add(x.ch(["Re: ", "RE: ", "Re:  "]), ("PATIENT", x.ch([P.full(), P.full(), P.LF()])), ", DOB ",
          ("DATE", x.d(pt.dob)), ", ")
    x.add(B.pt_ids(x, pt, ", "), "\n", x.addr(pt.place, pt.street), "\n\n")


def _gp(x):
    gp = orgs.clin(x, "gp")
    gs = {"name": orgs.hospital(x, "gp"), "place": x.place(), "street": x.street(0)}
    return gp, gs


def tinnitus_letter(x):
    visit = x.rdate()
    s = orgs.site(x, x.ch(["hosp", "aud"]), "tin")
    pt = B.mkpt(x, visit, 19, 86)
    P = pt.person
    He, he, his, him = _pron(pt)
    aud = orgs.clin(x, x.ch(["aud", "aud", "avm"]))
    B.letterhead(x, s, country_line=x.p(0.1))
    x.add("Our ref: ", ("IDNUM", ids.idnum(x, "ref")), "\n")
    typed = x.shift(visit, x.r.randint(1, 14))
    x.add("Date: ", ("DATE", x.d(typed)), "\n\n", x.ch(["PRIVATE AND CONFIDENTIAL\n", ""]))
    gp, gs = _gp(x)
    B.addressee(x, gp.p, gs)
    x.add("Dear ", x.drt(), " ", ("DOCTOR", gp.p.last), ",\n\n")
    _re_line(x, pt, visit)
    T = x.title(P)
    x.add("I reviewed ", T, " ", ("PATIENT", P.last), x.ch([" in clinic (%s)" % s["dept"], " in the tinnitus clinic", " in our clinic"]),
          " on ", ("DATE", x.d(visit)), ". ",
          He, " is an " if str(pt.age)[0] == "8" or pt.age in (11, 18) else " is a ", ("AGE", str(pt.age)), "-year-old ")
    x.add(B.profession(x, pt), " with ", x.ch(["bilateral", "left-sided", "right-sided", "central, 'in the head'"]),
          " ", x.ch(["high-pitched hissing", "ringing", "buzzing", "cicada-like", "low humming"]), " tinnitus ")
    x.add(*N.onset(x, visit))
    if x.p(0.3):
        x.add(", which began after a long-haul flight home from ", ("COUNTRY", x.homeland(P) or B.foreign_country(x)))
    x.add(x.ty(". It is %s, worse in quiet and when stressed, and is affecting %s sleep and concentration. " % (
        x.ch(["constant", "intermittent but daily", "constant with spikes after noise"]), his)))
    x.add(x.ch(["There is no pulsatile component. ", "%s describes a pulsatile element on the right, synchronous with %s pulse. " % (He, his),
                "No vertigo or aural fullness. "]))
    if x.p(0.5):
        x.add(x.ty("%s also reports sound sensitivity (hyperacusis) to cutlery and children's voices. " % He))
    thi = x.r.randint(9, 49) * 2
    grade = "slight" if thi <= 16 else "mild" if thi <= 36 else "moderate" if thi <= 56 else "severe" if thi <= 76 else "catastrophic"
    x.add("\n\nQuestionnaires: THI %d (%s), TFI %d, HADS A %d / D %d, ISI %d.\n\n" % (
        thi, grade, x.r.randint(20, 80), x.r.randint(3, 17), x.r.randint(2, 14), x.r.randint(5, 22)))
    th = M.thresholds(x, x.ch(["noise", "normal", "presby", "asym"]))
    x.add("Audiometry showed ", M.describe(th), " (4FA R ", str(M.pta(th, "R")), ", L ", str(M.pta(th, "L")),
          " dB HL). LDLs %d-%d dB HL. Tympanometry type A bilaterally.\n\n" % (x.r.randint(70, 85), x.r.randint(90, 105)))
    x.add("We discussed ", x.ty(x.ch(["the neurophysiological (Jastreboff) model of tinnitus", "how tinnitus is generated and maintained",
                                   "the role of attention and stress in tinnitus"])), ". Management agreed:\n")
    items = ["sound enrichment at night (bedside sound generator / %s)" % x.ch(["ReSound Relief app", "Widex Zen", "rain sounds"]),
             x.ch(PC.TIN_THERAPIES), "hearing aid trial with a tinnitus programme", "sleep hygiene advice",
             "relaxation and mindfulness resources", "review of %s" % x.ch(["caffeine intake", "quinine use", "aspirin dose"])]
    x.r.shuffle(items)
    for it in items[: x.r.randint(2, 4)]:
        x.add("  - ", it, "\n")
    if th["prof"] == "asym" or x.p(0.2):
        x.add("\nGiven the asymmetry I would be grateful if you could refer ", him, " to ENT for MRI IAMs (NICE NG98).\n")
    ht = orgs.clin(x, x.ch(["aud", "psych"]))
    fu = x.shift(visit, x.r.randint(28, 120))
    x.add("\n", T, " ", ("PATIENT", P.last), " will be seen by our ", x.ch(["hearing therapist", "clinical psychologist", "tinnitus audiologist"]),
          ", ", ("DOCTOR", ht.p.plain()), ", on ", ("DATE", x.d(fu)), ". ")
    x.add(He, " can contact the team on ", ("PHONE", s["phone"]), x.ch([" or by email at ", " or "]), ("EMAIL", s["email"]), ". ")
    if x.p(0.5):
        x.add("I have also given details of the ", ("ORGANIZATION", x.ch(["%s Tinnitus Support Group", "%s Hard of Hearing Club"]) % orgs.xname(x)),
              x.ch([" and ", " and the website "]), ("URL", x.url("tinnitus-support")), ". ")
    x.add("\n\nYours sincerely,\n\n\n")
    B.sig(x, aud, lic_p=0.4)
    x.add("\ncc: ", T, " ", ("PATIENT", P.full()), ", ", x.addr(pt.place, pt.street), "\n")
    if x.p(0.6):
        B.dictation(x, aud, visit, typed)


REASONS = [
    ("asym", "Asymmetric sensorineural hearing loss (>=15 dB at two adjacent frequencies) - NICE NG98 criteria met", "routine"),
    ("conductive", "Conductive hearing loss with abnormal otoscopy", "routine"),
    ("reverse", "Fluctuating low-frequency SNHL with episodic vertigo", "soon"),
    ("profound", "Sudden-onset SNHL within the last 30 days", "URGENT - same day"),
    ("noise", "Bilateral tinnitus with distress and noise-induced SNHL - for ENT opinion", "routine"),
    ("mixed", "Recurrent otorrhoea despite topical treatment; mixed loss", "soon"),
    ("normal", "Wax unable to be removed in primary care; narrow canals", "routine"),
]


def ent_referral(x):
    visit = x.rdate()
    s = orgs.site(x, x.ch(["hosp", "aud"]), "aud")
    pt = B.mkpt(x, visit, 18, 90)
    P = pt.person
    He, he, his, him = _pron(pt)
    aud = orgs.clin(x, "aud")
    B.letterhead(x, s)
    prof, reason, urg = x.ch(REASONS)
    x.add(x.ch(["REFERRAL TO ENT", "Audiology Direct Referral to ENT", "ENT REFERRAL - AUDIOLOGY"]), "   Priority: ",
          urg.upper() if x.p(0.5) else urg, "\n")
    x.add("Date: ", ("DATE", x.d(visit)), "\n")
    if x.c == "UK":
        x.add("e-RS UBRN: ", ("IDNUM", ids.idnum(x, "ubrn")), "\n")
    else:
        x.add("Referral no.: ", ("IDNUM", ids.idnum(x, "ref")), "\n")
    ent = orgs.clin(x, "ent")
    es = orgs.site(x, "hosp", "ent")
    x.add("\nTo: ", es["dept"], ", ", ("HOSPITAL", es["name"]))
    if x.p(0.6):
        x.add(" - FAO ", x.drt(), " ", ("DOCTOR", ent.p.plain()))
    x.add("\n", x.addr(es["place"], es["street"]), "\n")
    if x.p(0.5):
        x.add("Fax: ", ("FAX", es["fax"]), "\n")
    x.add("\nPatient: ", ("PATIENT", P.full()), "   DOB: ", ("DATE", x.d(pt.dob)), " (", B.age_piece(x, pt), ")\n",
          B.pt_ids(x, pt, "   "), "\nAddress: ", x.addr(pt.place, pt.street), "\nTel: ", ("PHONE", pt.phone), "\n")
    if x.c == "US" and x.p(0.6):
        x.add("Insurance: ", ("ORGANIZATION", orgs.insurer(x)), " ID ", ("HEALTHPLAN", ids.healthplan(x)),
              "   SSN: ", ("SSN", ids.ssn(x)), "\n")
    x.add("\nDear ", (x.drt() + " ") if x.p(0.5) else "Colleague", )
    if x.n.buf[-1].strip().lower() != "colleague":
        x.add(("DOCTOR", ent.p.last))
    x.add(",\n\nReason for referral: ", reason, ".\n\n")
    th = M.thresholds(x, prof)
    x.add("Thank you for seeing this ", ("AGE", str(pt.age)), "-year-old ", x.ch(["man", "gentleman"]) if pt.sex == "M" else x.ch(["woman", "lady"]),
          " who attended ", s["dept"], " ", x.ch(["today", "on "]))
    if x.n.buf[-1].endswith("on "):
        x.add(("DATE", x.d(x.shift(visit, -x.r.randint(0, 7)))))
    x.add(". ", He, " reports ", N.complaint(x, th, visit, lead=False))
    x.add(N.noise_hx(x, pt, visit, prof == "noise"), "\n\n")
    x.add("Otoscopy: ", N.otoscopy(x), "\n")
    sd = "R" if th.get("side_r") else "L"
    if prof in ("conductive", "mixed"):
        x.add("Tuning forks (512 Hz): Rinne negative ", sd, ", Weber lateralises to ", sd, ".\n")
    elif prof in ("asym", "profound"):
        x.add("Tuning forks (512 Hz): Rinne positive bilaterally, Weber lateralises to the better-hearing ear.\n")
    else:
        x.add("Rinne positive bilaterally; Weber central.\n")
    x.add("\n", M.table(x, th), "\n")
    t, _ = M.tymp(x, ("B", "A") if prof == "conductive" else None)
    x.add(t)
    x.add("\nPMH: ", ", ".join(M.pmh(x, age=pt.age)), ".\nMedication:\n", M.meds(x))
    x.add(N.ototox(x), "\n\n")
    lang, home = x.lang(P), x.homeland(P)
    if home and x.p(0.6):
        if lang and x.p(0.6):
            x.add("Interpreter required: ", lang, ". ")
        x.add(He, " moved here from ", ("COUNTRY", home), " in ", ("DATE", str(visit.year - x.r.randint(1, min(40, pt.age - 1)))), ".\n")
    elif x.p(0.1):
        x.add("Communication: BSL user - interpreter booked.\n" if x.c == "UK" else "Communication: lip-reads; please book a captioner.\n")
    x.add(x.ty(x.ch(["I would be grateful for your assessment and consideration of MRI IAMs.",
                     "Hearing aid fitting has been deferred pending your review.",
                     "Please note %s has been advised to keep the ear dry." % he,
                     "Oral steroids were not started by us; GP has been informed today."])), " ",
          x.ty("The patient is aware of this referral and consents to it."), "\n\nKind regards,\n\n")
    B.sig(x, aud, lic_p=0.6, contact=x.ch(["ext", "email", "pager"]))
    x.add("\n")
    B.gp_block(x)


def gp_letter(x):
    visit = x.rdate()
    paed = x.p(0.2)
    s = orgs.site(x, "kids" if paed else x.ch(["hosp", "aud"]), "paed" if paed else "aud")
    pt = B.mkpt(x, visit, 3 if paed else 18, 15 if paed else 98)
    P = pt.person
    He, he, his, him = _pron(pt)
    aud = orgs.clin(x, "aud")
    B.letterhead(x, s, country_line=x.p(0.15))
    typed = x.shift(visit, x.r.randint(0, 10))
    x.add(("DATE", x.d(typed)), "\n\n")
    gp, gs = _gp(x)
    B.addressee(x, gp.p, gs, lines=x.p(0.6))
    x.add("Dear ", x.drt(), " ", ("DOCTOR", gp.p.last), ",\n\n")
    _re_line(x, pt, visit)
    x.add(x.ch(["Clinic: ", "Seen in: "]), s["dept"], " on ", ("DATE", x.d(visit)), " by ",
          ("DOCTOR", aud.p.plain()), "\n")
    prof = x.ch(M.PROFILES)
    th = M.thresholds(x, prof)
    x.add("Diagnosis: ", M.describe(th), "\n\n")
    T = x.title(P) if not paed else None
    nm = [T + " ", ("PATIENT", P.last)] if T else [("PATIENT", P.first)]
    x.add("Thank you for referring ", nm, ", ", x.ch(["who ", "who was seen for "]))
    if x.n.buf[-1].endswith("for "):
        x.add(x.ch(["hearing reassessment", "a hearing aid review", "assessment of hearing loss"]), ". ")
    else:
        x.add(N.complaint(x, th, visit, lead=False))
    if paed:
        rel, par = B.family_member(x, pt, rel=x.ch(["mother", "father"]), same_last=x.p(0.7))
        x.add(He, " attended with ", his, " ", rel, ", ", ("FAMILY", par.plain()), ". ")
        x.add(x.ty(x.ch(["School report concerns about attention in class. ", "Speech development reported as age-appropriate. ",
                         "Recurrent ear infections over the winter; snores at night. "])))
        x.add("Attends ", ("ORGANIZATION", orgs.school(x, "primary" if pt.age < 11 else "secondary")), ".\n\n")
    else:
        x.add(N.noise_hx(x, pt, visit, prof == "noise"), N.social(x, pt, visit), "\n\n")
    x.add("Otoscopy: ", N.otoscopy(x), "\n")
    if x.p(0.6):
        x.add("\n", M.table(x, th))
    else:
        x.add("Audiometry: 4FA R ", str(M.pta(th, "R")), " / L ", str(M.pta(th, "L")), " dB HL (", M.grade(max(M.pta(th, "R"), M.pta(th, "L"))), "). ")
    t, _ = M.tymp(x, ("B", "B") if paed and x.p(0.5) else None)
    x.add("\n" if x.n.buf[-1].endswith("\n") else "\n\n", t, "\n")
    k = x.r.randint(0, 3)
    maker, model = x.ch(PC.HA_MODELS)
    if k == 0:
        x.add("Bilateral ", maker, " ", model, " aids were fitted on ", ("DATE", x.d(x.shift(visit, -x.r.randint(30, 90)))),
              " and reviewed today (IOI-HA %d/35; GHABP residual disability %d%%). " % (x.r.randint(20, 33), x.r.randint(5, 40)),
              nm, x.ty(" reports good benefit, wearing them about %d hours a day; datalogging confirms %.1f h/day. Fine-tuning was carried out." % (
                  x.r.randint(4, 14), x.r.uniform(3, 14))))
    elif k == 1:
        x.add("Hearing aids were offered but ", nm, " would prefer to wait at present. ",
              x.ty("Communication tactics were discussed and written information given."))
    elif k == 2:
        x.add(x.ty("Impacted wax was removed by microsuction today without complication; hearing re-tested after removal."))
    else:
        x.add("I have referred ", him, " onward to ENT at ", ("HOSPITAL", orgs.hospital(x, "hosp")), " given the findings above.")
    x.add("\n\nActions for GP: ", x.ty(x.ch(["none", "please consider ENT referral for MRI IAMs",
                                             "olive oil drops 2-3 x daily for 2-3 weeks before next visit",
                                             "please review furosemide/aspirin dose in light of tinnitus",
                                             "please check FBC, TSH, HbA1c, lipids (sudden SNHL work-up)",
                                             "please refer to paediatric ENT re persistent OME (NICE CG60)" if paed else "none"])), "\n\n")
    x.add(x.ch(["%s has been discharged with open access; %s can self-refer on " % (He, he),
                "We will review %s in 12 months. If problems arise %s can call " % (him, he),
                "Patient-initiated follow-up for 2 years; contact "]), ("PHONE", x.ch([s["phone"], x.phone_ext(s["place"])])))
    if x.p(0.5):
        x.add(" or email ", ("EMAIL", s["email"]))
    x.add(".\n\nYours sincerely,\n\n\n")
    B.sig(x, aud, lic_p=0.4)
    x.add("\ncc: ", ("PATIENT", P.full()), x.ch([" (patient)", ""]), "\n")
    if x.p(0.4):
        B.dictation(x, aud, visit, typed)
