"""Genres: hepatology outpatient letter; FibroScan report."""
import blocks as B
import clinical as C
import phi
import pools_places as PP
from notebuilder import Note
from people import Ctx

COMORB = ["Type 2 diabetes (HbA1c 58 mmol/mol)", "Hypertension", "Obesity (BMI 38)", "OSA on CPAP",
          "Depression", "COPD (GOLD 2)", "Hypothyroidism", "Previous DVT", "Osteopenia (DEXA T-score -1.8)",
          "Chronic kidney disease G3a", "Gout", "Asthma", "Psoriasis on methotrexate (stopped)",
          "Opioid use disorder on OST", "Bipolar affective disorder", "Dyslipidaemia"]


LIVER_SCREEN = ["HBsAg neg", "HCV Ab neg", "ANA neg", "ANA 1:160 (speckled)", "AMA neg", "AMA M2 pos", "SMA 1:80",
                "IgG 14.1 g/L", "IgM 3.9 g/L", "ferritin 412", "TSAT 38%", "caeruloplasmin 0.24 g/L (Wilson's unlikely)",
                "A1AT 1.3 g/L (MZ phenotype)", "coeliac serology (tTG) neg", "HFE: H63D heterozygote",
                "Doppler: no Budd-Chiari", "unconjugated bili 31 - Gilbert's syndrome", "LKM-1 neg", "HbA1c 61 mmol/mol",
                "TSH 2.1", "CK normal", "anti-HEV IgM neg"]


def _history(n, ctx, aet, stage, gt):
    rng = ctx.rng
    p = ctx.P(rng.choice(["title_last", "title_last", "first", "title_full"]))
    he, his = ctx.he(), ctx.his()
    where = rng.choice(["in the Liver Clinic today", "in clinic", "in the hepatology clinic on ",
                        "in the virtual clinic today"])
    n.t(rng.choice(["I reviewed ", "Thank you for referring ", "I saw ", "Many thanks for asking me to see "]), p,
        " ", where)
    if where.endswith("on "):
        n.t(ctx.d(ctx.visit))
    acc = rng.random()
    if acc < 0.45:
        i = rng.randint(0, 2)
        n.t(", who attended with ", his, " ", ctx.rel(i), " ", ctx.F(i), ". ")
    else:
        n.t(". ")
    n.t(he.capitalize(), " is a ")
    k = rng.random()
    if k < 0.6:
        n.t((str(ctx.age), "AGE"), "-year-old")
    elif k < 0.75:
        n.t((B.age_words(ctx.age), "AGE"), "-year-old")
    elif k < 0.9:
        n.t((str(ctx.age), "AGE"), " year old")
    else:
        n.t((str(ctx.age), "AGE"), "yo")
    n.t(" ", rng.choice(["man" if ctx.sex == "M" else "woman", "patient", "gentleman" if ctx.sex == "M" else "lady"]),
        " with ", C.aet_text(rng, aet, gt), ". ")
    dx = phi.add_days(ctx.visit, -rng.randint(200, 4000))
    k = rng.randint(0, 3)
    if k == 0:
        n.t("This was first identified in ", (str(dx.year), "DATE"), " when abnormal LFTs were picked up at ",
            rng.choice(["a routine health check", "a pre-op assessment", "an insurance medical", "a blood donation session"]), ". ")
    elif k == 1:
        n.t("Diagnosed ", (phi.month_year(rng, dx), "DATE"), " after presenting to ",
            (ctx.hosp if rng.random() < 0.5 else "%s %s" % (rng.choice(PP.HOSP_STEMS), rng.choice(PP.HOSP_SUFFIX[ctx.country])), "HOSPITAL"),
            " with ", rng.choice(["jaundice", "a variceal bleed", "ascites", "RUQ pain", "confusion (HE)"]), ". ")
    elif k == 2:
        n.t("Since I last saw ", ctx.him(), " on ", ctx.d(phi.add_days(ctx.visit, -rng.randint(90, 240))), ", ",
            he, " has ", rng.choice(["been well", "had one admission with ascites", "lost 6 kg", "reduced drinking",
                                     "started semaglutide", "completed DAA therapy"]), ". ")
    else:
        n.t("Background: referred via the ", rng.choice(["2WW pathway", "ELF pathway", "community FibroScan pathway",
                                                           "ED", "antenatal screening programme"]),
            " in ", (phi.month_year(rng, dx), "DATE"), ". ")
    if aet in ("HBV",) or rng.random() < 0.25:
        n.t(he.capitalize(), " was born in ", PP.country_pieces(rng.choice(PP.HBV_COUNTRIES)), " and moved to ",
            PP.country_pieces(rng.choice(PP.COUNTRY_NAME[ctx.country])), " in ",
            (str(rng.randint(1975, 2018)), "DATE"), ". ")
        if rng.random() < 0.5:
            n.t("Mother and ", rng.choice(["two siblings", "brother", "sister"]), " are HBsAg positive; ",
                his, " ", rng.choice(["sister", "brother", "cousin"]), " ", ctx.F(1, "first"), " is under follow-up in ",
                PP.country_pieces(rng.choice(PP.COUNTRIES)), ". ")
    if aet in ("ALD", "HCV+ALD", "MetALD") or rng.random() < 0.3:
        n.t("\n\n", C.alcohol_hx(rng, ctx), " ")
    if rng.random() < 0.75:
        if rng.random() < 0.5:
            n.t(he.capitalize(), " works as ", "an " if ctx.job[0] in "aeiouAEIOU" else "a ", (ctx.job, "PROFESSION"))
            if rng.random() < 0.6:
                n.t(" for ", (ctx.employer, "ORGANIZATION"))
            n.t(". ")
        else:
            n.t(he.capitalize(), " lives with ", his, " ", ctx.rel(0), " in ", (ctx.home[1][0], "CITY"),
                " and is ", "a retired " if ctx.age > 66 else ("an " if ctx.job[0] in "aeiouAEIOU" else "a "), (ctx.job, "PROFESSION"), rng.choice([" by trade. ", ". "]))
    if rng.random() < 0.25:
        n.t(he.capitalize(), " prefers to be called \"", (ctx.P("nick")[0][0], "PATIENT"), "\". ")
    if rng.random() < 0.4:
        n.t("Family history: ", rng.choice(["father", "mother", "uncle", "brother"]), " died aged ",
            (str(rng.randint(41, 79)), "AGE"), " from ", rng.choice(["cirrhosis", "HCC", "liver cancer", "an MI"]), ". ")
    n.t("\n\n")


def gen_letter(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    aet, stage = rng.choice(C.AETS), C.stage_for(rng)
    gt = rng.choice(C.GENOTYPES)
    B.letterhead(n, ctx, rng.choice(["Department of Hepatology", "Liver Unit", "Gastroenterology & Hepatology",
                                     "Division of Gastroenterology and Hepatology", "Hepatology Outpatients"]))
    author = rng.choice([ctx.cons, ctx.cons, ctx.reg])
    if rng.random() < 0.6:
        n.t("Consultant: ", ctx.D(ctx.cons, rng.choice(["Dr_full", "Prof_last", "Dr_F_last"])),
            "    Secretary: ", ctx.D(ctx.sec, "full"), " ", rng.choice(["direct line ", "Tel "]),
            (phi.phone_ext(rng, country) if rng.random() < 0.5 else phi.phone(rng, country, False), "PHONE"), "\n")
    B.ref_line(n, ctx, author)
    dict_d = phi.add_days(ctx.visit, rng.randint(0, 4))
    typed = phi.add_days(dict_d, rng.randint(1, 12))
    n.t("Clinic date: ", ctx.d(ctx.visit), "\nDictated: ", ctx.d(dict_d), "   Typed: ", ctx.d(typed), "\n\n")
    if rng.random() < 0.3:
        n.t("PRIVATE AND CONFIDENTIAL\n")
    if rng.random() < 0.15:
        n.t("[Copied forward from letter of ", ctx.d(phi.add_days(ctx.visit, -rng.randint(120, 400)), alt=True),
            " - edited]\n")
    n.t(ctx.D(ctx.gp, rng.choice(["Dr_full", "Dr_F_last"])), "\n", (ctx.gp_practice, "HOSPITAL"), "\n",
        ctx.gp_addr(multiline=True), "\n\n")
    n.t("Dear ", ctx.D(ctx.gp, "Dr_last"), rng.choice([",", ""]), "\n\n")
    B.demo_header(n, ctx, 3)
    if country == "US" and rng.random() < 0.5:
        n.t("    ", ctx.acct_label(), " ", (ctx.acct, "ACCOUNT"), "\n")
    n.t("\nDiagnoses:\n")
    dxyear = str(phi.add_days(ctx.visit, -rng.randint(300, 5000)).year)
    items = [[C.aet_text(rng, aet, gt), " (dx ", (dxyear, "DATE"), ")"]]
    if stage in ("compensated", "decompensated", "cACLD"):
        items.append(["Cirrhosis - ", C.scores(rng, stage)])
    else:
        items.append(["Fibrosis stage ", stage, " on elastography"])
    if stage == "decompensated":
        items.append([rng.choice(["Ascites requiring LVP", "Previous variceal bleed", "Grade 2 HE", "SBP"]), " (",
                      (phi.month_year(rng, phi.add_days(ctx.visit, -rng.randint(30, 600))), "DATE"), ")"])
    for cm in rng.sample(COMORB, rng.randint(1, 3)):
        items.append([cm])
    numfmt = rng.choice(["%d. ", "%d) ", "- ", "  * "])
    for i, it in enumerate(items):
        n.t((numfmt % (i + 1)) if "%d" in numfmt else numfmt, it, "\n")
    n.t("\nCurrent medication:\n")
    for m in C.meds_list(rng, aet, stage):
        n.t("  ", m, "\n")
    n.t("\n")
    _history(n, ctx, aet, stage, gt)
    n.t("On examination: ", C.exam(rng, stage), "\n\n")
    n.t("Investigations:\n")
    if rng.random() < 0.55:
        dates = sorted(phi.add_days(ctx.visit, -rng.randint(1, 400)) for _ in range(rng.randint(2, 3)))
        C.bloods_table(n, ctx, dates, stage)
    else:
        n.t("Bloods (", ctx.d(phi.add_days(ctx.visit, -rng.randint(2, 30))), "): ", C.labs_inline(rng, stage), "\n")
    if rng.random() < 0.7:
        lsm, iqr, cap = C.fibro_vals(rng, aet, stage)
        n.t("FibroScan ", ctx.d(phi.add_days(ctx.visit, -rng.randint(0, 120)), alt=True), ": LSM ", "%.1f kPa" % lsm,
            " (IQR/med %d%%), CAP %d dB/m.\n" % (iqr, cap))
    if rng.random() < 0.6:
        n.t("US abdomen ", ctx.d(phi.add_days(ctx.visit, -rng.randint(10, 200))), ": ",
            rng.choice(["coarse liver, no focal lesion, spleen 13.4 cm, no ascites",
                        "steatotic liver, patent PV, no FLL", "nodular liver, small volume ascites, LR-3 obs seg VI",
                        "normal liver echotexture, gallstones"]), ".\n")
    if rng.random() < 0.45:
        n.t("Liver screen: ", ", ".join(rng.sample(LIVER_SCREEN, rng.randint(4, 8))), ".\n")
    if aet in ("HCV", "HCV+ALD"):
        n.t("HCV RNA: ", C.hcv_rna(rng), ", genotype ", gt, ".\n")
    if aet == "HBV":
        n.t("HBV DNA ", "%d IU/mL" % rng.randint(20, 18000), ", HBeAg neg, anti-HBe pos, HBsAg quant %d IU/mL.\n" % rng.randint(90, 9000))
    n.t("\nImpression and plan:\n")
    bits = C.plan_bits(rng, aet, stage)
    for i, pb in enumerate(bits):
        n.t("%d. " % (i + 1), pb, "\n")
    if rng.random() < 0.6:
        n.t("%d. " % (len(bits) + 1), "Follow-up in clinic on ", ctx.d(phi.add_days(ctx.visit, rng.randint(60, 200))),
            rng.choice([" (nurse-led)", " with bloods 1 week prior", "", " - telephone appointment"]), ".\n")
    else:
        n.t("Review in ", rng.choice(["4/12", "6 months", "3 months", "12 weeks", "6/12"]),
            rng.choice(["", " with repeat FibroScan", " with US"]), ".\n")
    n.t("\n")
    if author is ctx.cons:
        role = rng.choice(["Consultant Hepatologist", "Consultant Gastroenterologist & Hepatologist", "Consultant Hepatologist"])
    else:
        role = rng.choice(["Specialty Registrar, Hepatology", "Hepatology Fellow", "ST6 Gastroenterology",
                           "Clinical Fellow in Hepatology"])
        if rng.random() < 0.5:
            role = [role, "\nfor ", ctx.D(ctx.cons, rng.choice(["Dr_last", "Dr_F_last", "Prof_last"]))]
    B.signoff(n, ctx, author, role)
    B.cc_block(n, ctx)
    if rng.random() < 0.3:
        B.audit(n, ctx, typed)
    if rng.random() < 0.3:
        n.t(rng.choice(["\nThis letter was dictated but not checked, to avoid delay.",
                        "\nTemplate HEP-OPL v3.2 | Page 1 of 2",
                        "\n*** Confidential: contains patient identifiable information ***"]), "\n")
    return n, ctx


def gen_fibroscan(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    aet, stage = rng.choice(C.AETS), C.stage_for(rng)
    lsm, iqr, cap = C.fibro_vals(rng, aet, stage)
    model = rng.choice(["FibroScan 630 Expert", "FibroScan 530 Compact", "FibroScan 502 Touch", "FibroScan Mini+ 430"])
    probe = "XL" if rng.random() < 0.35 else "M"
    oper = rng.choice([ctx.cns, ctx.nurse2, ctx.sono])
    t0 = phi.time_of_day(rng)
    layout = rng.randint(0, 2)
    if layout < 2:
        n.t((ctx.hosp, "HOSPITAL"), rng.choice([" - Liver Elastography Service\n", "\nFibroScan Clinic\n",
                                                 " | Community Liver Health Check\n", "\nHepatology Diagnostics\n"]))
        n.t(rng.choice(["TRANSIENT ELASTOGRAPHY (FIBROSCAN) REPORT", "FIBROSCAN REPORT", "VCTE / CAP REPORT"]), "\n")
        n.t("=" * rng.randint(30, 50), "\n")
        B.demo_header(n, ctx, rng.choice([0, 1, 2]))
        n.t("Exam date: ", ctx.d(ctx.visit), " ", t0, "    Accession: ", (phi.accession(rng, "FS"), "IDNUM"), "\n")
        if rng.random() < 0.5:
            n.t(ctx.acct_label(), " ", (ctx.acct, "ACCOUNT"), "\n")
        rs = rng.choice([" (Hepatology)", " (GP)", "", " - ", " / "])
        n.t("Referrer: ", ctx.D(rng.choice([ctx.cons, ctx.gp]), rng.choice(["Dr_F_last", "Dr_full"])), rs)
        if rs in (" - ", " / "):
            n.t((ctx.gp_practice, "HOSPITAL"))
        n.t("\nOperator: ", ctx.D(oper, rng.choice(["full", "full_cred"])), "\n")
        n.t("Device: ", model, "   SN: ", (phi.device_serial(rng, "fibroscan"), "DEVICE"), "\n")
        n.t("Probe: ", probe, rng.choice(["", "+"]))
        if rng.random() < 0.6:
            n.t("  (probe s/n ", (phi.device_serial(rng, "probe"), "DEVICE"), ")")
        n.t("   Auto probe selection: ", rng.choice(["yes", "no", "N/A"]), "\n")
        n.t("Indication: ", rng.choice(["Fibrosis staging - " + C.aet_text(rng, aet), "Abnormal LFTs, FIB-4 %.2f" % rng.uniform(1.3, 3.5),
                                        "Post-SVR reassessment", "MASLD risk stratification (T2DM)",
                                        "Alcohol use - ArLD screening (AUDIT > 19)", "Pre-DAA fibrosis assessment"]), "\n")
        n.t("Fasted: ", rng.choice(["yes (>3 h)", "yes, 4 h", "no - ate 1 h before (results may overestimate)", "Y"]),
            "   BMI: %.1f kg/m2   SCD: %.1f cm\n\n" % (rng.uniform(19, 48), rng.uniform(1.2, 3.6)))
        n.t("RESULTS\n")
        valid = rng.randint(10, 12)
        tot = valid + rng.randint(0, 4)
        n.t("Valid measurements      %d / %d\n" % (valid, tot))
        n.t("LSM (median E)          %.1f kPa\n" % lsm)
        n.t("IQR                     %.1f kPa   IQR/med %d%%\n" % (lsm * iqr / 100.0, iqr))
        n.t("CAP (median)            %d dB/m   IQR %d dB/m\n" % (cap, rng.randint(12, 48)))
        if rng.random() < 0.4:
            n.t("SSM (spleen, 100 Hz)    %.1f kPa\n" % rng.uniform(18, 75))
        if rng.random() < 0.6:
            prev = phi.add_days(ctx.visit, -rng.randint(300, 1100))
            n.t("Previous                ", ctx.d(prev), ": %.1f kPa, CAP %d\n" % (max(3.1, lsm + rng.uniform(-6, 4)), rng.randint(190, 360)))
        n.t("\nReliability: ", "reliable (IQR/med <= 30%)" if iqr <= 30 else "LESS RELIABLE - IQR/med > 30% with LSM > 7.1 kPa", "\n")
        n.t("Interpretation: ", C.fibro_interp(rng, lsm, cap), "\n")
        if rng.random() < 0.4:
            n.t("ELF test ", ctx.d(phi.add_days(ctx.visit, -rng.randint(5, 60))), ": %.2f.\n" % rng.uniform(8.0, 11.5))
        n.t("\nComment: ", rng.choice(["Patient tolerated well.", "Difficult acquisition due to body habitus; switched to XL probe.",
                                       "Narrow intercostal spaces, 14 attempts.", "Results discussed with patient in clinic.",
                                       "Recent ALT flare (ALT 310) - LSM may be overestimated; repeat in 3/12."]), "\n")
        n.t("\nReported by: ", ctx.D(rng.choice([ctx.cons, ctx.reg]), rng.choice(["Dr_full", "Dr_F_last", "full_cred"])),
            "   ", ctx.d(phi.add_days(ctx.visit, rng.randint(0, 3))), "\n")
        if rng.random() < 0.6:
            n.t("Exported to PACS from workstation ", (phi.ip(rng), "IPADDR"), " (", model.split()[1], " console) by ",
                (phi.username(rng, oper.first, oper.last), "USERNAME"), "\n")
        if rng.random() < 0.4:
            n.t("Results line: ", (phi.phone(rng, country, False), "PHONE"), "  ", (phi.dept_email(rng, ctx.stem), "EMAIL"), "\n")
    else:
        # nurse-led clinic narrative entry
        n.t(ctx.d(ctx.visit), " ", t0, "  ", rng.choice(["Liver Nurse Clinic", "Community FibroScan clinic", "Hep nurse clinic"]),
            " - ", (rng.choice(PP.HOSP_STEMS) + " " + rng.choice(PP.PRACTICE_SUFFIX[country]), "HOSPITAL"), "\n")
        n.t("Pt: ", ctx.P(rng.choice(["CAPS", "full"])), ", ", (str(ctx.age), "AGE"), ctx.sex, ", ", ctx.mrn_label(), " ",
            (ctx.mrn, "MRN"), "\n\n")
        n.t("FibroScan performed (", model, ", ", probe, " probe, device ", (phi.device_serial(rng, "fibroscan"), "DEVICE"), "). ")
        n.t("%d valid readings. Median LSM %.1f kPa, IQR/med %d%%. CAP %d dB/m.\n" % (rng.randint(10, 12), lsm, iqr, cap))
        n.t(C.fibro_interp(rng, lsm, cap), "\n")
        n.t("Discussed result with ", ctx.P(rng.choice(["first", "title_last"])))
        if rng.random() < 0.5:
            n.t(" and ", ctx.his(), " ", ctx.rel(0), " ", ctx.F(0, "first"))
        n.t(". ", rng.choice(["Lifestyle leaflet given.", "Booked for hepatology clinic.", "Advised 6/12 US surveillance.",
                              "Weight 104 kg, waist 118 cm; discussed 10% weight loss.",
                              "Alcohol brief intervention delivered (AUDIT-C 8)."]), "\n")
        n.t("Next appt: ", ctx.d(phi.add_days(ctx.visit, rng.randint(28, 380))), " ", phi.time_of_day(rng), "\n")
        n.t("Questions: call ", (phi.phone(rng, country, False), "PHONE"), " or email ",
            (phi.email(rng, oper.first, oper.last), "EMAIL"), "\n")
        n.t("\n", ctx.D(oper, rng.choice(["full_cred", "full"])), " ", rng.choice(["Hepatology CNS", "Liver nurse specialist",
                                                                                   "Clinical Nurse Specialist"]), "\n")
        if rng.random() < 0.6:
            lab, val = phi.license_for(rng, country, "nurse")
            n.t(lab, " ", (val, "LICENSE"), "\n")
        B.audit(n, ctx, ctx.visit)
    return n, ctx
