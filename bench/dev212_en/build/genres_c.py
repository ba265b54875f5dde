"""Genres: gender clinic assessment, hormone monitoring flowsheet, cervical screening recall letter."""
import datetime as dt

import blocks as K
import pools as P
from fmt import S, Person

FEM_F = ("Zara", "Isla", "Ruby", "Freya", "Aroha", "Mei", "Jade", "Harriet", "Sophie", "Ngaio", "Eden", "Luna")
MASC_F = ("Finn", "Caleb", "Arlo", "Kai", "Nikau", "Owen", "Rhys", "Theo", "Leo", "Jesse", "Ezra", "Hemi")
NB_F = ("River", "Sage", "Rowan", "Quinn", "Ash", "Remy", "Jules", "Sasha", "Frankie", "Ari")


def trans_patient(c):
    """Patient with an affirmed name and a legal/previous name; returns (direction, legal Person)."""
    d = c.ch(("fem", "masc", "masc", "nb"))
    g = {"fem": "f", "masc": "m", "nb": "n"}[d]
    K.setup(c, gender=g, age_lo=17, age_hi=56)
    first = c.ch({"fem": FEM_F, "masc": MASC_F, "nb": NB_F}[d])
    c.pt.first = first
    c.pt.nick = ""
    legal = Person(c.ch(P.FIRST_M if d == "fem" else P.FIRST_F), c.pt.last, gender="x")
    c.direction = d
    c.legal = legal
    return d, legal


def pronouns(d):
    return {"fem": "she/her", "masc": "he/him", "nb": "they/them"}[d]


def gender_assess(c, b):
    d, legal = trans_patient(c)
    gs = c.make_site("gender")
    doc = c.clin("dr")
    doc.role = c.ch(("Consultant Psychiatrist, Gender Service", "Specialty Doctor, Gender Identity", "Gender Specialist GP"))
    nurse = c.clin2
    K.letterhead(c, b, gs, fax=c.pr(0.5), web=c.pr(0.5))
    K.hdr(c, b, c.ch(("Gender Clinic - First Assessment", "GENDER IDENTITY ASSESSMENT (APPOINTMENT 1 OF 2)",
                      "Initial Assessment - Gender Affirming Hormone Therapy")))
    b.ln("Date of assessment: ", c.D(c.d0), "   Clinicians: ", c.dn(doc), c.ch((" and ", " / ")), c.dn(nurse))
    b.ln("Name used: ", c.pn("full"), "   Pronouns: ", pronouns(d))
    b.ln(c.ch(("Name on records: ", "Legal name (pre-change): ", "Previous name: ")), c.pn(c.ch(("full", "SF")), p=legal),
         c.ch(("", " - please do not use", " (records being updated)")))
    b.ln("DOB: ", c.DOB(), "  Age: ", c.A(), "  ", K.natlabel(c), ": ", S("MRN", c.nhsno), "  Service ID: ", S("MRN", c.cn))
    if c.pr(0.5):
        b.ln(c.ch(("NI number: ", "NINO: ")) if c.uk else "IRD number: ", S("SSN", c.ni()), c.ch(("", " (for name-change admin)")))
    b.ln("Address: ", c.addr(sep=", ", style="short"), "   Mob: ", S("PHONE", c.mobile))
    b.ln("Referred by: ", c.dn(c.gpdoc, "tfull"), ", ", S("HOSPITAL", c.gp["name"]), c.ch((" on ", ", referral dated ")),
         c.D(c.d0 - dt.timedelta(days=c.r.randint(200, 1500))),
         c.ch(("", " (waiting list %d months)" % c.r.randint(8, 60))))
    b.ln("")
    b.ln("Background")
    aware = c.r.randint(4, 15)
    asg = "AMAB" if d == "fem" else c.ch(("AFAB", "AMAB")) if d == "nb" else "AFAB"
    b.ln(c.pn("first"), " (", asg, ") describes feeling different from age ", S("AGE", str(aware)), " and recognising ",
         ("a female", "a male", "a non-binary")[{"fem": 0, "masc": 1, "nb": 2}[d]],
         " identity in ", c.ch(("early adolescence", "their late teens", "adulthood")), ".")
    st = c.d0 - dt.timedelta(days=c.r.randint(200, 2500))
    b.ln("Socially transitioned ", c.ch(("in ", "since ")), c.D(st, c.ch(("monyear", "year", "monyr3"))),
         c.ch((" at home, work and socially.", " - out to friends and family, partially at work.", ".")))
    if c.uk:
        b.ln("Name changed by deed poll ", c.D(st + dt.timedelta(days=c.r.randint(20, 300))), c.ch(("; GRC not yet applied for.", ".", "; passport updated.")))
    else:
        b.ln("Registered name change ", c.D(st + dt.timedelta(days=c.r.randint(20, 300))), c.ch(("; sex marker on birth certificate updated (self-ID).", ".", "; passport updated.")))
    if c.pr(0.7):
        b.ln(K.occupation(c), c.ch(("", " at " + K.employer(c), " (part-time)")), ".")
    else:
        b.ln("Currently unemployed, looking for work; previously at ", K.employer(c), ".")
    fam = c.other(c.ch(("f", "m")), c.pt.last)
    rel = "mother" if fam.gender == "f" else "father"
    b.ln("Family: ", rel, " ", c.pn(c.ch(("first", "full")), "FAMILY", fam), " ", c.ch(("supportive, attended today.", "struggling to accept.",
                                                                                  "supportive; works as " + K.art(c.ch(P.PROFESSIONS)) + " " + S("PROFESSION", c.ch(P.PROFESSIONS)) + ".")))
    if c.pr(0.5):
        pa = c.other()
        b.ln("Partner ", c.pn("first", "FAMILY", pa), " (", S("AGE", str(c.age + c.r.randint(-4, 6))), ") very supportive.")
    b.ln("")
    b.ln("Mental health: ", c.ch(("anxiety, on sertraline 100 mg", "no current MH input", "past depression, stable", "ADHD (methylphenidate)")),
         ". PHQ-9 %d, GAD-7 %d. Self-harm: %s. Risk: low." % (c.r.randint(2, 16), c.r.randint(2, 16), c.ch(("none", "historic, none in 2 years"))))
    b.ln("Physical: ", K.vitals(c), ". Smoking: ", c.ch(("never", "stopped", "5/day - advised to stop before oestrogen" if d == "fem"
                                                         else "5/day - cessation advice given")), ".")
    if c.pr(0.35):
        b.ln("Previously self-sourcing hormones online (", c.ch(("estradiol valerate 4 mg", "testosterone gel", "bicalutamide")),
             ") since ", c.D(st, "monyear"), ".")
    b.ln("Fertility: gamete storage discussed; ", c.ch(("declined.", "referral to " + S("HOSPITAL", c.ch(P.UK_HOSP if c.uk else P.NZ_HOSP)) + " fertility unit.",
                                                         "will consider.")))
    if c.pr(0.35):
        b.ln("Funding: private cover with ", S("ORGANIZATION", c.ch(P.INSURERS)), ", membership ", S("HEALTHPLAN", c.healthplan()), ".")
    b.ln("")
    b.ln("Impression: ", c.ch(("Gender incongruence of adulthood (ICD-11 HA60).", "Persistent, well-documented gender incongruence.",
                               "Meets criteria for gender affirming hormones; has capacity to consent.")))
    b.ln("Plan:")
    reg = {"fem": "estradiol gel 0.06% 2 pumps daily, titrate; consider GnRH analogue",
           "masc": "testosterone gel 50 mg daily (Testogel), or Nebido after 6 months",
           "nb": "low-dose " + c.ch(("estradiol 1 mg daily", "testosterone gel 20.25 mg daily"))}[d]
    b.ln("1. Baseline bloods today: FBC, U&E, LFT, lipids, HbA1c, prolactin, LH/FSH, testosterone, oestradiol, SHBG.")
    b.ln("2. Hormone plan: ", reg, ".")
    b.ln("3. Shared-care letter to ", c.dn(c.gpdoc, "tlast"), c.ch((".", " - request GP to prescribe and monitor 3-monthly for year 1.")))
    b.ln("4. Referrals: ", c.ch(("speech and language (voice)", "chest reconstruction consult", "hair removal", "peer support group")), ".")
    b.ln("5. Second appointment ", c.D(c.d0 + dt.timedelta(days=c.r.randint(30, 120)), c.ch(("wdmonth", c.ds, "monyear"))), ".")
    b.ln("")
    b.ln(c.sig(doc))
    if c.pr(0.5):
        b.ln("Dictated ", c.D(c.d0, c.ch(("dm", c.ds))), " / typed ", c.D(c.d0 + dt.timedelta(days=c.r.randint(1, 9)), c.ch(("dm", c.ds))),
             " by ", K.typist(c))


def flowsheet(c, b):
    d, legal = trans_patient(c)
    gs = c.make_site("gender")
    K.hdr(c, b, c.ch(("Hormone Monitoring Flowsheet", "GAHT MONITORING - BLOODS", "Gender-Affirming Hormone Therapy: Results Summary")))
    b.ln(S("HOSPITAL", gs["name"]) if c.pr(0.6) else S("HOSPITAL", c.gp["name"]), "   Printed ", c.D(c.d0), c.ch(("", " by " + c.dn(c.clin1, "initlast"))))
    b.ln("Patient: ", c.pn(c.ch(("SF", "full", "fullmid"))), c.ch(("", " (known as " + c.pn("first") + ")")), "  DOB ", c.DOB(),
         "  ", K.natlabel(c), " ", S("MRN", c.nhsno))
    if c.pr(0.35):
        b.ln("Lab patient ID: ", S("MRN", c.hosp_no()), c.ch(("", "   Requester: " + c.dn(c.gpdoc, "tlast"))))
    if c.pr(0.25):
        b.ln("Insurer: ", S("ORGANIZATION", c.ch(P.INSURERS)), " policy ", S("HEALTHPLAN", c.healthplan()))
    fem = d == "fem" or (d == "nb" and c.pr(0.5))
    start = c.d0 - dt.timedelta(days=c.r.randint(200, 1500))
    if fem:
        reg = c.ch(("Estradiol gel 3 pumps OD + cyproterone 10 mg", "Estradiol valerate 4 mg OD", "Estradiol patch 100 mcg twice weekly + decapeptyl 11.25 mg 12-weekly"))
    else:
        reg = c.ch(("Testogel 50 mg OD", "Nebido 1000 mg IM q12w", "Sustanon 250 mg IM q3w", "Tostran 2% 3 pumps"))
    b.ln("Regimen: ", reg, " (started ", c.D(start, c.ch(("monyear", c.ds))), ")")
    b.ln("")
    rows = c.r.randint(4, 7)
    dates = sorted(c.d0 - dt.timedelta(days=c.r.randint(0, 20) + 90 * i) for i in range(rows))
    show_lab = c.pr(0.4)
    if fem:
        head = ("Date", "E2 pmol/L", "T nmol/L", "PRL mIU/L", "K+", "ALT", "eGFR", "BP")
    else:
        head = ("Date", "T nmol/L", "E2 pmol/L", "Hb g/L", "Hct", "ALT", "Lipids", "BP")
    if show_lab:
        head = head + ("Lab no.",)
    sep = c.ch((" | ", "  ", "\t"))
    b.ln(sep.join(head))
    dstyle = c.ch(("dmy", "dmon", "iso", "dmy2", "dmondash"))
    last_vals = None
    for i, dd in enumerate(dates):
        frac = (i + 1) / rows
        if fem:
            vals = ["%d" % c.r.randint(int(120 + 300 * frac), int(250 + 450 * frac)), "%.1f" % max(0.3, 14 - 13 * frac + c.r.uniform(-1, 1)),
                    "%d" % c.r.randint(150, 520), "%.1f" % c.r.uniform(3.6, 5.1), "%d" % c.r.randint(12, 48),
                    ">90" if c.pr(0.6) else "%d" % c.r.randint(70, 89), "%d/%d" % (c.r.randint(104, 142), c.r.randint(62, 90))]
        else:
            vals = ["%.1f" % c.r.uniform(8 + 8 * frac, 14 + 14 * frac), "%d" % c.r.randint(60, 240), "%d" % c.r.randint(118, 168),
                    "%.2f" % c.r.uniform(0.38, 0.53), "%d" % c.r.randint(12, 55), c.ch(("TC 4.8", "LDL 3.1", "-", "HDL 1.0")),
                    "%d/%d" % (c.r.randint(104, 142), c.r.randint(62, 90))]
        last_vals = list(vals)
        if show_lab:
            vals.append(S("IDNUM", c.idnum("spec", dd.year)))
        b.ln(S("DATE", K.fdate2(c, dd, dstyle)), sep, sep.join(vals))
    b.ln("")
    b.ln("")
    b.ln("Dose/event log:")
    ev = sorted(c.r.sample(range(len(dates)), min(len(dates), c.r.randint(2, 3))))
    for i in ev:
        evs = ("dose increased after review", "missed 2 weeks - supply problem", "lipids checked - TC 5.1, HDL 1.2",
               "HbA1c 36 mmol/mol", "seen in clinic, no adverse effects", "telephone review, mood good")
        evs += ("switched to patches (skin irritation with gel)", "prolactin repeated - normal", "GnRHa injection given") if fem else \
            ("GP query re Hct, advised continue", "injection interval extended to 14 weeks", "acne - topical treatment")
        b.ln("  ", S("DATE", K.fdate2(c, dates[i] + dt.timedelta(days=c.r.randint(1, 9)), c.ch((dstyle, c.ds)))), " - ", c.ch(evs))
    b.ln("Other: BMI %.1f, smoking %s, HbA1c %d mmol/mol, last DEXA %s." % (c.r.uniform(19, 34), c.ch(("no", "yes", "ex")),
         c.r.randint(30, 44), c.ch(("n/a", "normal", "not indicated"))))
    b.ln("")
    b.ln("Reference/targets: ", "E2 peak 400-600 pmol/L, T <2 nmol/L" if fem else "T mid-range 15-25 nmol/L (trough for Nebido), Hct <0.50")
    b.ln("Comments:")
    if fem:
        e2, t = int(last_vals[0]), float(last_vals[1])
        b.ln("- Latest E2 %d pmol/L: " % e2, "within target." if 400 <= e2 <= 600 else
             "sub-therapeutic - increase dose." if e2 < 400 else "above target - reduce dose.",
             " T %.1f: " % t, "suppressed." if t < 2 else "not yet suppressed - consider GnRHa / dose review.")
        prl = int(last_vals[2])
        b.ln("- Prolactin %d: " % prl, "normal." if prl < 500 else "mildly raised - repeat, consider stopping cyproterone.")
    else:
        hct = float(last_vals[3])
        b.ln("- Hct %.2f: " % hct, "acceptable." if hct < 0.50 else "raised - reduce dose / increase interval, repeat 6 weeks.",
             " T %s nmol/L " % last_vals[0], "in range." if 15 <= float(last_vals[0]) <= 28 else "outside target - dose review.")
        b.ln("- Amenorrhoea ", c.ch(("achieved.", "not yet - breakthrough bleeding, consider POP/IUS.")), " Contraception advised: testosterone is not a contraceptive.")
    b.ln("- Next bloods due ", c.D(c.d0 + dt.timedelta(days=c.r.randint(60, 190)), c.ch(("monyear", c.ds))),
         c.ch((" at ", " - request sent to ")), S("HOSPITAL", c.gp["name"]), ".")
    if c.pr(0.5):
        b.ln("- Prescriber: ", c.dn(c.gpdoc, "tfull"), " (shared care); results copied to ", S("EMAIL", c.gp["email"]), ".")
    b.ln("")
    K.audit(c, b)


def cervical_recall(c, b):
    K.setup(c, gender=c.ch(("f", "f", "f", "f", "m", "n")), age_lo=25, age_hi=64)
    site = c.gp if c.pr(0.6) else c.site
    K.letterhead(c, b, site, fax=c.pr(0.6), web=c.pr(0.7))
    b.ln(c.pn(c.ch(("titlefull", "full"))))
    b.ln(c.addr(country=c.pr(0.15)))
    b.ln("")
    b.ln(c.D(c.d0, c.ch((c.ds, "dmonth", "ordmonth"))))
    b.ln(K.natlabel(c), ": ", S("MRN", c.nhsno), c.ch(("", "   Practice ref: " + S("MRN", c.hosp_no()))))
    b.ln("")
    b.ln("Dear ", c.pn(c.ch(("title", "first", "titlefull"))), ",")
    b.ln("")
    kind = c.ch(("due", "overdue", "overdue2", "early"))
    last = c.d0 - dt.timedelta(days=c.r.randint(3 * 365, 6 * 365))
    if kind == "early":
        last = c.d0 - dt.timedelta(days=c.r.randint(300, 420))
    subj = c.ch(("Cervical screening - invitation", "Your cervical screening test is due", "Reminder: cervical screening (smear test)"))
    if c.uk:
        b.ln("Re: ", subj)
    else:
        b.ln("Re: ", subj, " - HPV test")
    b.ln("")
    if kind == "due":
        b.ln("Our records show that your next cervical screening test is due. Your last test was on ", c.D(last), ".")
    elif kind == "early":
        b.ln("Your test on ", c.D(last), " found high-risk HPV with no abnormal cells. We recommend a repeat HPV test 12 months later,")
        b.ln("which is now due.")
    else:
        b.ln("We wrote to you on ", c.D(c.d0 - dt.timedelta(days=c.r.randint(60, 200))),
             c.ch((" and ", " and again on ")), c.D(c.d0 - dt.timedelta(days=c.r.randint(20, 55))),
             " about your cervical screening. We have no record of a test since ", c.D(last, c.ch(("monyear", c.ds))), ".")
    b.ln("")
    if c.uk:
        b.ln("Cervical screening checks for high-risk human papillomavirus (HPV). It is offered to women and people with a cervix")
        b.ln("aged 25 to 64. It takes about 5 minutes with a nurse.")
    else:
        b.ln("Cervical screening now uses an HPV test. You can choose a self-test (a swab you take yourself) or a test done by a")
        b.ln("nurse or doctor. Screening is free for people aged 25 to 69 who are due or overdue.")
    if c.pt.gender != "f":
        b.ln("If you are trans or non-binary and still have a cervix, screening is still recommended; ask for a longer appointment.")
    b.ln("")
    b.ln("To book, call ", S("PHONE", site["tel"]), c.ch((" (8am-6pm)", "", " and select option 2")), c.ch((" or book online at ", " or use ")),
         S("URL", site["url"] if c.pr(0.5) else c.url("book")), ".")
    if c.pr(0.4):
        b.ln("Evening clinics run at ", S("HOSPITAL", c.site["name"]), ", ", S("STREET", c.site["h"]["street"]), " on ",
             c.ch(("Tuesdays", "Thursdays", "the first Saturday of each month")), ".")
    b.ln("")
    b.ln("Screening history:")
    b.ln("%-12s %-20s %-28s %s" % ("Date", "Test", "Result", "Lab ref"))
    dd = last
    for i in range(c.r.randint(1, 4)):
        res = c.ch(("HPV not detected", "HPV not detected", "HR-HPV +, cytology negative", "Inadequate", "HPV 16/18 detected - colposcopy"))
        ds = K.fdate2(c, dd, c.ch(("dmy", "dmon")))
        b.ln(S("DATE", ds), " " * max(1, 13 - len(ds)),
             "%-20s %-28s " % (c.ch(("HPV primary", "LBC + HPV triage", "Self-test (HPV)" if not c.uk else "HPV primary")), res),
             S("IDNUM", c.idnum("spec", dd.year)))
        dd = dd - dt.timedelta(days=c.r.randint(365, 5 * 365))
    b.ln("")
    b.ln("If you have had a total hysterectomy or do not wish to be screened, please let us know so we can update your record.")
    b.ln("")
    b.ln("Yours sincerely,")
    n = c.clin("nurse")
    b.ln(c.dn(n, "full"), c.ch((", Practice Nurse", ", Cervical Screening Lead", ", Screening Coordinator")))
    b.ln("on behalf of ", S("HOSPITAL", site["name"]))
    if c.pr(0.4):
        b.ln("Letter code ", c.ch(("REC1", "NR2", "RPT12")), " / batch ", S("IDNUM", c.idnum("ref")), " / generated ", c.D(c.d0, "iso"))
