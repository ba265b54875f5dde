"""Genres: hormone profile report, ED clinic letter."""
import datetime as dt

import clin
import common as C
from geo import dg, lt
from nb import NB, art


def hormone_profile_report(ctx):
    r = ctx.r
    nb = NB()
    lab = ctx.site(r.choice(["lab", "hosp", "lab"]))
    req = ctx.staff(r.choice(["urol", "gp", "reg", "endo"]))
    req_site = ctx.site(r.choice(["gp", "clinic", "ivf"]))
    path = ctx.staff("endo")
    h = clin.hormones(r, ctx.us)
    coll = ctx.back(1, 10)
    rep = coll + dt.timedelta(days=r.choice([0, 1, 1, 2]))
    acc = r.choice(["%02d%s" % (coll.year % 100, dg(r, 7)), "C%s" % dg(r, 8),
                    "%s-%s" % (lt(r, 2), dg(r, 6)), "B%02d.%s" % (coll.year % 100, dg(r, 6))])
    nb.w(*ctx.letterhead(lab, r.choice(["Clinical Biochemistry", "Chemical Pathology", "Endocrine Laboratory",
                                         "Department of Laboratory Medicine"]), web=r.random() < 0.4))
    nb.w("\n", r.choice(["MALE HORMONE PROFILE", "ENDOCRINOLOGY REPORT", "Reproductive Hormones - Male",
                         "CUMULATIVE REPORT: ANDROGEN STATUS"]), "\n", "-" * 64, "\n")
    if r.random() < 0.5:
        nb.w("Name: ", (ctx.pt.f("LF"), "PATIENT"), "   Sex: M   DOB: ", (ctx.DS(ctx.dob), "DATE"),
             "   Age: ", (str(ctx.age), "AGE"), "Y\n")
        nb.w(ctx.mrn[0], ": ", (ctx.mrn[1], "MRN"), "   Accession: ", (acc, "IDNUM"), "\n")
    else:
        nb.w(*C.pt_block(ctx, ("name", "dob", "mrn"), style="pad"), "\n")
        nb.w("Lab number:    ", (acc, "IDNUM"), "\n")
    nb.w("Requested by: ", *ctx.tn(req, r.choice(["fl", "il", "l"])), "  Location: ", (req_site["name"], "HOSPITAL"), "\n")
    if ctx.ssn and r.random() < 0.4:
        nb.w(ctx.ssn[0], ": ", (ctx.ssn[1], "SSN"), "   ", ctx.hp[0], ": ", (ctx.hp[1], "HEALTHPLAN"), "\n")
    if ctx.us and r.random() < 0.6:
        nb.w("Order #: ", (ctx.idv("ORD", 8), "IDNUM"), "   Acct: ", (ctx.acct(), "ACCOUNT"), "\n")
    nb.w("Collected: ", (ctx.DS(coll), "DATE"), " %02d:%02d" % (r.randint(7, 10), r.randint(0, 59)),
         r.choice(["  (fasting)", "  (non-fasting)", "", "  Fasting: Y"]), "   Reported: ", (ctx.DS(rep), "DATE"), "\n")
    nb.w("Clinical details: ", r.choice(["subfertility, oligozoospermia", "azoospermia ? cause", "ED, low libido",
                                        "fatigue, ? hypogonadism", "on TRT - monitoring", "prev AAS use",
                                        "pre-ICSI work up male partner", "gynaecomastia"]), "\n\n")
    nb.w("%-28s %-9s %-8s %-14s %s\n" % ("Test", "Result", "Units", "Ref. range", "Flag"))
    for a, b, u, rr, fl in clin.h_rows(h, ctx.us):
        nb.w(("%-28s %-9s %-8s %-14s %s" % (a, b, u, rr, fl)).rstrip() + "\n")
    if r.random() < 0.3:
        nb.w(("%-28s %-9s %-8s %-14s %s" % ("Inhibin B", str(h["INHB"]), "ng/L", "> 80",
                                             "L" if h["INHB"] < 80 else "")).rstrip() + "\n")
    if r.random() < 0.3:
        nb.w("%-28s %-9s %-8s %s\n" % ("PSA (total)", "%.2f" % r.uniform(0.3, 3.2), "ug/L", "< 2.5" if ctx.age < 50 else "< 3.5"))
    if r.random() < 0.3:
        nb.w("%-28s %-9s %-8s %s\n" % ("Haematocrit" if not ctx.us else "Hematocrit", "%.2f" % r.uniform(0.40, 0.55),
                                          "L/L", "0.40 - 0.52"))
    if r.random() < 0.35:
        kary = r.choice(["46,XY", "46,XY", "47,XXY", "46,XY,t(11;22)(q23;q11.2)"])
        nb.w("\nCytogenetics (", (ctx.idv("CG", 6), "IDNUM"), "): karyotype ", kary, " (", str(r.choice([20, 30])),
             " metaphases)\n")
        nb.w("Y chromosome microdeletion (AZFa/b/c, EAA/EMQN sY panel): ",
             r.choice(["no deletion detected", "no deletion detected", "AZFc deletion (b2/b4) detected"]), "\n")
    nb.w("\nComment: ", clin.h_comment(h, r), "\n")
    if h["cat"] in ("steroid",) and r.random() < 0.5:
        nb.w("Discussed with requesting clinician by telephone ", (ctx.DS(rep), "DATE"), ".\n")
    if r.random() < 0.4:
        nb.w("Sample haemolysed: No. Assays: Roche cobas e801 electrochemiluminescence (T, LH, FSH, SHBG).\n"
             if not ctx.us else "Assays: LC-MS/MS (testosterone), immunoassay (LH, FSH, SHBG).\n")
    nb.w("\nAuthorised by: ", *ctx.tn(path, r.choice(["fl", "il"])), ", ", path.role, "  ", (ctx.DS(rep), "DATE"), "\n")
    if r.random() < 0.5:
        nb.w("Reviewed: ", (ctx.username(path), "USERNAME"), "\n")
    nb.w("Queries: ", (lab["phone"], "PHONE"), r.choice(["", " (duty biochemist)", " option 3"]), "\n")
    if r.random() < 0.4:
        gp = ctx.staff("gp")
        nb.w("Copy: ", *ctx.tn(gp, "fl"), ", ", (ctx.site("gp")["name"], "HOSPITAL"), "\n")
    return nb


def ed_clinic_letter(ctx):
    r = ctx.r
    nb = NB()
    site = ctx.site(r.choice(["hosp", "clinic"]))
    doc = ctx.staff(r.choice(["urol", "urol", "reg"]))
    gp = ctx.staff("gp")
    gps = ctx.site("gp")
    nurse = ctx.staff("nurse")
    iief = r.randint(5, 21)
    risks = r.sample(clin.ED_RISKS, r.randint(1, 4))
    implant = r.random() < 0.25
    nb.w(*ctx.letterhead(site, r.choice(["Men's Health Clinic", "Department of Urology - Andrology",
                                          "Erectile Dysfunction Clinic", "Sexual Medicine Service"])))
    nb.w("\n", r.choice(["Clinic date: ", "Date of clinic: ", "Seen: "]), (ctx.DL(ctx.today), "DATE"))
    dtyp = ctx.today + dt.timedelta(days=r.randint(1, 12))
    nb.w("    Typed: ", (ctx.D(dtyp), "DATE"), "\n\n")
    nb.w(*ctx.tn(gp, "fl"), "\n", (gps["name"], "HOSPITAL"), "\n", *ctx.addr_block(gps["addr"]), "\n\n")
    nb.w(*C.dear(ctx, gp))
    nb.w(*C.re_line(ctx, with_addr=r.random() < 0.5))
    if r.random() < 0.4:
        nb.w("     ", ctx.hp[0], " ", (ctx.hp[1], "HEALTHPLAN"))
        if ctx.ssn and r.random() < 0.6:
            nb.w("   ", ctx.ssn[0], " ", (ctx.ssn[1], "SSN"))
        nb.w("\n")
    nb.w("\n")
    nb.w("Diagnoses:\n1. ", "Erectile dysfunction" if not implant else "Erectile dysfunction - s/p inflatable penile prosthesis",
         " - ", r.choice(["predominantly vasculogenic", "mixed organic / psychogenic", "post-prostatectomy",
                          "likely neurogenic", "veno-occlusive (on duplex)"]), " (IIEF-5 %d/25)\n" % iief)
    for i, rk in enumerate(risks):
        nb.w("%d. " % (i + 2), rk[0].upper() + rk[1:], "\n")
    nb.w("\n", r.choice(["Plan:", "Management plan:", "Outcome:"]), "\n")
    plan = []
    if implant:
        plan = ["Wound healed; device cycled in clinic - inflates and deflates well.",
                "May start using the device now; implant card checked.",
                "Review at 6 months or sooner if pain, fever or device malfunction."]
    else:
        plan = r.sample(["Switch to tadalafil 5 mg once daily for a 12-week trial.",
                         "Sildenafil 100 mg, taken on an empty stomach 1 h before, on at least 6 occasions.",
                         "Intracavernosal alprostadil teaching session with specialist nurse; test dose 5 micrograms.",
                         "Vacuum erection device demonstrated - prescription provided.",
                         "Fasting lipids, HbA1c and 09:00 testosterone (with SHBG) please.",
                         "Penile duplex Doppler ultrasound requested.",
                         "Referral to psychosexual therapy.",
                         "Avoid PDE5 inhibitors with nitrates or nicorandil (advised).",
                         "Low-intensity shockwave therapy not recommended outside trials.",
                         "Refer for cardiology assessment before resuming sexual activity (Princeton III intermediate risk)."],
                        r.randint(3, 5))
    for i, p in enumerate(plan):
        nb.w("%d. " % (i + 1), p, "\n")
    nb.w("\n")
    # narrative
    nb.w("I saw ", *C.mr(ctx), r.choice([" in clinic today", " today", " in the Men's Health clinic"]))
    if r.random() < 0.5:
        nb.w(" with his ", r.choice(["wife ", "partner "]), (ctx.partner.f("f"), "FAMILY"))
    pre = r.choice(["", "retired ", "self-employed "])
    nb.w(". He is %s " % art(ctx.age), *ctx.age_items(style="-year-old"), " ", pre,
         (ctx.job, "PROFESSION"), ". ")
    if implant:
        idate = ctx.back(35, 70)
        model = r.choice(["Coloplast Titan Touch", "AMS 700 CX with MS pump", "AMS 700 LGX",
                          "Coloplast Titan 3-piece", "AMS Ambicor 2-piece"])
        nb.w("He underwent insertion of ", "an " if model[0] in "AEIOU" else "a ", model, " inflatable penile prosthesis on ", (ctx.DL(idate), "DATE"),
             " (", "%d cm cylinders, %d cm RTE" % (r.choice([16, 18, 20, 22]), r.choice([0, 1, 2])), "). ")
        nb.w("Device serial no. ", (ctx.serial(), "DEVICE"))
        if "2-piece" not in model:
            nb.w("; reservoir lot/serial ", (ctx.serial(), "DEVICE"))
        nb.w(". Recovery has been ", r.choice(["uneventful", "slow with some pump-site discomfort",
                                              "good; mild scrotal swelling settled"]), ". ")
        nb.w("Prior to this he had failed PDE5 inhibitors and intracavernosal injections.\n\n")
    else:
        yrs = r.randint(1, 8)
        nb.w("He describes a %d-year history of %s erections, " % (yrs, r.choice(["gradually worsening", "unreliable",
                                                                               "poorly sustained"])),
             r.choice(["with preserved libido", "with reduced libido", "with normal ejaculation",
                       "and premature ejaculation"]), ". Early morning erections are ",
             r.choice(["absent", "occasional", "present but weaker"]), ". ")
        tried = r.sample(clin.DRUGS_ED, r.randint(1, 2))
        nb.w("He has tried ", " and ".join(tried), r.choice([" with partial response", " without benefit",
                                                            " but developed headache and flushing"]), ". ")
        nb.w("No chest pain on exertion; ", r.choice(["walks 3 miles a day", "manages two flights of stairs",
                                                      "limited by claudication"]), ". ")
        meds = r.sample(clin.MEDS, r.randint(1, 4))
        nb.w("Medications: ", ", ".join(meds), ".\n\n")
        nb.w("On examination BP %d/%d, pulse %d, BMI %.1f. " % (r.randint(118, 168), r.randint(70, 98),
                                                                 r.randint(58, 96), r.uniform(23, 38)),
             r.choice(["Genitalia normal; no plaques palpable.", "Palpable 1.5 cm dorsal plaque (Peyronie's) "
                                                                  "with 30 degree dorsal curvature.",
                       "Testes small but normal consistency.", "Phimosis noted.",
                       "Normal genital examination; reduced foot pulses."]), "\n\n")
    if r.random() < 0.5:
        nb.w("Recent bloods (", (ctx.D(ctx.back(5, 60)), "DATE"), "): HbA1c %d mmol/mol, total cholesterol %.1f "
             "mmol/L, " % (r.randint(38, 84), r.uniform(3.5, 7.2)),
             "testosterone %.1f nmol/L.\n\n" % r.uniform(6, 24) if not ctx.us else
             "testosterone %d ng/dL.\n\n" % r.randint(180, 700))
    if r.random() < 0.4:
        nb.w("Our specialist nurse ", (nurse.f("fl"), "DOCTOR"), " will contact him to arrange ",
             r.choice(["the injection teach", "device follow-up", "a telephone review"]), "; direct line ",
             (site["phone"], "PHONE"), ".\n\n")
    if r.random() < 0.3:
        nb.w("He is driving for ", (ctx.org(), "ORGANIZATION"), " and asked for a note regarding time off; "
             "provided.\n\n")
    nb.w(*C.sign(ctx, doc))
    nb.w(*C.typist(ctx, doc))
    nb.w("\n", *C.cc(ctx, gp, gps, patient=True) if r.random() < 0.5 else ["cc: patient\n"])
    return nb
