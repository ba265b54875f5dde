"""Obstetric genres: prenatal visit note, ultrasound report, postpartum follow-up."""
from phi import NB, D, fdate, add_days, hhmm, ampm, age_words, make_ctx, dob_age, addr_block, \
    person, phone, ext, accession, device_sn, lot, digits, CREDS, email, prel, art
import pools as P

COMPLAINTS = ["mild low back pain", "heartburn after meals", "round ligament pain R>L", "leg cramps at night",
              "nausea improving on B6/unisom", "occasional Braxton Hicks", "pelvic pressure",
              "ankle swelling by evening", "trouble sleeping", "constipation", "headache x2 last wk, resolved w/ tylenol",
              "itchy palms", "nasal congestion", "carpal tunnel sx bilat hands", "fatigue", "hearburn worse at night",
              "occ dizzyness when standing"]
DENIES = ["denies VB/LOF/ctx", "no VB, LOF or regular ctx", "denies HA, vision changes, RUQ pain",
          "no dysuria", "denies VB, LOF, ctx; +FM", "no bleeding or leaking"]
PLAN_ITEMS = ["Tdap given today", "flu vaccine offered, declined", "GCT/CBC/RPR next visit",
              "cont PNV + iron", "ASA 81 mg qhs for PEC ppx - cont until 36 wk", "kick counts reviewed",
              "PTL precautions reviewed", "BTL consent (Medicaid 30-day) signed today",
              "GBS swab collected", "discussed TOLAC vs ERCS, pt leaning TOLAC", "growth US ordered",
              "NST/AFI weekly starting 32 wk", "Rhogam 300 mcg IM given", "breastfeeding class info given",
              "reviewed labor precautions", "1 hr GCT ordered", "cont labetalol 200 mg BID", "fetal echo ordered"]
LABS = ["Hgb 10.9 g/dL", "Hgb 11.8", "Plt 214", "1 hr GCT 128 mg/dL", "1hr GCT 151 -> 3 hr GTT ordered",
        "GBS neg", "GBS POSITIVE - PCN in labor", "Rh neg, antibody screen neg", "O pos / Ab neg",
        "Rubella immune", "RPR NR", "HIV neg", "HBsAg neg", "HCV Ab neg", "UCx neg", "TSH 1.42",
        "ferritin 9", "cfDNA low risk x3, XX", "AFP 1.1 MoM", "HbA1c 5.4%", "urine prot/cr 0.12"]


BIOM = {"BPD": (4.2, 9.4), "HC": (15.6, 34.2), "AC": (13.5, 35.0), "FL": (2.7, 7.4)}
EFW = [190, 240, 300, 360, 430, 500, 600, 660, 760, 875, 1005, 1150, 1320, 1500, 1700, 1920, 2150, 2380, 2620, 2860,
       3080, 3290, 3460]


def _ga(rng, lo=8, hi=40):
    w = rng.randint(lo, hi)
    d = rng.randint(0, 6)
    return w, d


def _gp(rng):
    g = rng.randint(1, 5)
    p = rng.randint(0, g - 1)
    ab = rng.randint(0, g - 1 - p)
    return "G%dP%d%d%d%d" % (g, p, rng.randint(0, 1) if p else 0, ab, p), g, p


def _flowsheet(nb, rng, c, w, d, edd, gp, ds):
    docs = c.docs[:3]
    nb.f("{cl} - PRENATAL FLOWSHEET\n", cl=(c.clinic, "HOSPITAL"))
    nb.f("{n}   DOB {b}   Age {a}   MRN {m}   {gp}\n", n=(c.pt.name(rng.choice(["LF", "LFM"])), "PATIENT"), b=D(c.dob, ds),
         a=(str(c.age), "AGE"), m=(c.mrn, "MRN"), gp=gp)
    nb.f("EDD {e} (by {by})   Blood type {bt}   Allergies {al}\n", e=D(edd, ds), by=rng.choice(["LMP", "7 wk US", "IVF"]),
         bt=rng.choice(["O pos", "A pos", "B neg", "O neg", "AB pos"]), al=rng.choice(["NKDA", "PCN", "codeine"]))
    nb.t("Problems: %s\n\n" % "; ".join(rng.sample(["AMA", "obesity (BMI 34)", "hx LTCS x1", "GDMA1 - diet", "anemia",
                                                      "cHTN on labetalol", "depression, stable", "Rh neg", "short interval"], 2)))
    nb.t("DATE        GA     WT   BP       URINE    FHT  FH   EDEMA  PROV\n")
    ga_list = []
    g = w * 7 + d
    while g >= 70 and len(ga_list) < 9:
        ga_list.append(g)
        g -= 7 if g > 252 else (14 if g > 196 else 28)
    wt = rng.randint(130, 230)
    for g in reversed(ga_list):
        vd = add_days(edd, g - 280)
        ww = g // 7
        nb.p(fdate(vd, "mdy"), "DATE")
        nb.t("  %2dw%dd  %3d  %d/%-3d  %-7s  %3s  %-3s  %-5s  " % (
            ww, g % 7, wt + (g - 70) // 14, rng.randint(98, 138), rng.randint(58, 88),
            rng.choice(["neg/neg", "neg/neg", "tr/neg", "neg/tr"]), str(rng.randint(130, 160)) if ww >= 11 else "US",
            str(ww + rng.randint(-1, 1)) if ww >= 20 else "--", rng.choice(["0", "0", "tr", "1+"])))
        nb.p(rng.choice(docs).name("INI"), "DOCTOR")
        nb.t("\n")
    cap = lambda x: x[0].upper() + x[1:]
    nb.f("\nToday ({v}): {x}. ", v=D(c.visit, "md"), x=cap(rng.choice(COMPLAINTS)))
    nb.t("%s. %s.\n" % (cap(rng.choice(DENIES)), cap(rng.choice(PLAN_ITEMS))))
    nb.f("Next visit {n} w/ {p}.\n", n=D(add_days(c.visit, 7 if w >= 36 else 14), rng.choice(["wd_md", "md", ds])),
         p=(rng.choice(docs).name("fL"), "DOCTOR"))


def prenatal(rng):
    c = make_ctx(rng, age_lo=18, age_hi=43)
    nb = NB()
    w, d = _ga(rng, 6, 40)
    ga_days = w * 7 + d
    edd = add_days(c.visit, 280 - ga_days)
    lmp = add_days(edd, -280)
    gp, g, p = _gp(rng)
    doc, nurse = c.docs[0], c.docs[1]
    cred = rng.choice(CREDS["ob"])
    v = rng.randrange(4)
    ds = c.ds
    if v == 3:
        _flowsheet(nb, rng, c, w, d, edd, gp, ds)
    elif v == 0:
        nb.f("{cl} | PRENATAL VISIT\n", cl=(c.clinic, "HOSPITAL"))
        nb.f("Patient: {n}   MRN: {m}   ", n=(c.pt.name(rng.choice(["LFM", "LF", "lf"])), "PATIENT"), m=(c.mrn, "MRN"))
        dob_age(c, nb, ds, "DOB: ", rng.choice([" ({a} y/o)", " ({a}y)", "  Age: {a}"]))
        nb.f("\nVisit: {v}  {t}   Provider: {d}, {cr}   Enc#: {e}\n\n", v=D(c.visit, ds), t=hhmm(rng),
             d=(doc.name(rng.choice(["fl", "fL"])), "DOCTOR"), cr=cred, e=(c.acct, "ACCOUNT"))
        nb.f("S: {a} yo {gp} @ {w}w{d}d by {by} (EDD {edd}). ", a=(str(c.age), "AGE"), gp=gp, w=str(w), d=str(d),
             by=rng.choice(["LMP c/w 8 wk US", "1st tri US", "IVF dating", "LMP"]), edd=D(edd, ds))
        nb.t("%s. C/o %s. %s.\n" % (rng.choice(["+FM", "Active FM", "FM present"]) if w > 19 else "No FM yet - appropriate for GA",
                                     rng.choice(COMPLAINTS), rng.choice(DENIES)))
        if rng.random() < 0.5:
            if rng.random() < 0.25:
                nb.f("Accompanied by mother {n}. ", n=(c.mother.name(rng.choice(["f", "fl"])), "FAMILY"))
            else:
                nb.f("Accompanied by {rel} {n}. ", rel=prel(c.partner, rng), n=(c.partner.name(rng.choice(["f", "fl"])), "FAMILY"))
        if rng.random() < 0.5:
            nb.f("Works as {a} {pr} at {e}, {x}.\n", a=art(c.prof), pr=(c.prof, "PROFESSION"),
                 e=(c.employer, "ORGANIZATION"), x=rng.choice(["on her feet 10 hr shifts", "desk job", "requests work note",
                                                              "plans leave at 37 wk", "night shift 3x/wk"]))
        else:
            nb.t("\n")
        nb.t("O: BP %d/%d | P %d | Wt %d lb (%+d) | FHT %s | FH %s | UA %s\n" % (
            rng.randint(98, 142), rng.randint(58, 92), rng.randint(68, 104), rng.randint(118, 260), rng.randint(-2, 6),
            str(rng.randint(125, 165)) if w >= 11 else rng.choice(["not attempted", "+ on bedside US"]),
            ("%d cm" % (w + rng.randint(-2, 2))) if w >= 20 else "n/a",
            rng.choice(["neg/neg", "tr prot/neg glu", "neg", "1+ prot"])))
        nb.t("Labs: %s\n" % "; ".join(rng.sample(LABS, 3)))
        nb.t("A/P:\n1. IUP @ %dw%dd - %s\n" % (w, d, rng.choice(["doing well", "routine care"] + (["size=dates", "S>D by 3 cm"] if w >= 20 else []))))
        for i, it in enumerate(rng.sample(PLAN_ITEMS, rng.randint(2, 4))):
            nb.t("%d. %s\n" % (i + 2, it))
        nb.f("RTC {x} w/ {d}. ", x=rng.choice(["2 wk", "4 wks", "1 wk", "in 2 weeks"]),
             d=(doc.name("fL"), "DOCTOR") if rng.random() < 0.5 else (doc.name("l"), "DOCTOR"))
        if rng.random() < 0.5:
            nb.f("Next appt {n}.", n=D(add_days(c.visit, rng.choice([7, 14, 28])), rng.choice(["wd_md", "md", ds])))
        nb.f("\n\nSigned: {d}, {cr} {dt} {t}\n", d=(doc.name("fl"), "DOCTOR"), cr=cred, dt=D(c.visit, ds), t=hhmm(rng, 12, 19))
        if rng.random() < 0.4:
            nb.f("Rooming/vitals: {n}, {cr}\n", n=(nurse.name(rng.choice(["fl", "fi"])), "DOCTOR"), cr=rng.choice(CREDS["ma"]))
    elif v == 1:
        nb.f("NEW OB INTAKE - {cl}\n", cl=(c.clinic, "HOSPITAL"))
        nb.f("{n}  ", n=(c.pt.name("FL"), "PATIENT"))
        dob_age(c, nb, ds, "DOB ", "  {a}F")
        nb.f("  MRN {m}\nDate of service: {v}\nNurse intake: {rn}, {cr}\nPrimary: {d}, {dc}\n\n", m=(c.mrn, "MRN"),
             v=D(c.visit, ds), rn=(nurse.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["rn"]),
             d=(doc.name("fl"), "DOCTOR"), dc=cred)
        nb.f("LMP: {l} ({x})  EDD: {e}  GA today: {w}w{d}d\n", l=D(lmp, ds), x=rng.choice(["certain", "sure, reg cycles",
                                                                                             "unsure", "approx"]),
             e=D(edd, ds), w=str(w), d=str(d))
        nb.t("%s\n\nOB HISTORY\n" % gp)
        yr = c.visit.year
        for i in range(max(1, p)):
            yr -= rng.randint(1, 4)
            h = P.HOSP_PATTERNS[rng.randrange(len(P.HOSP_PATTERNS))].format(P=rng.choice(P.PLACE_WORDS), S=rng.choice(P.SAINTS))
            lc = P.CITIES[rng.randrange(len(P.CITIES))]
            nb.f("  {y}  {ga}  {mode}  {wt}  {h}, {ci} {st}{cm}\n", y=(str(yr), "DATE"), ga="%dw" % rng.randint(34, 41),
                 mode=rng.choice(["SVD", "pLTCS - arrest of dilation", "VAVD", "SVD, PPH 1.1 L", "rLTCS"]),
                 wt="%d lb %d oz" % (rng.randint(5, 9), rng.randint(0, 15)), h=(h, "HOSPITAL"), ci=(lc[0], "CITY"),
                 st=(lc[1], "STATE"), cm=rng.choice(["", " - GDMA1", " - PEC w/o SF", ""]))
        if g > p:
            nb.t("  SAB x%d (%s)\n" % (g - p, rng.choice(["D&C", "misoprostol", "expectant", "no intervention"])))
        nb.t("\nPMH: %s\nPSH: " % rng.choice(["asthma, mild intermittent", "hypothyroid on levothyroxine 50 mcg", "none",
                                              "anxiety, GAD-7 9", "chronic HTN", "PCOS", "migraine w/o aura", "obesity BMI 38"]))
        nb.f("{x} {y}", x=rng.choice(["lap appy", "LEEP", "D&C", "wisdom teeth", "lap chole"]),
             y=(str(c.visit.year - rng.randint(1, 12)), "DATE"))
        nb.t("\nMeds: %s\nAllergies: %s\n" % (
            rng.choice(["PNV", "PNV, Zofran 4 mg prn", "PNV, sertraline 50 mg", "PNV, Diclegis"]),
            rng.choice(["NKDA", "PCN (hives)", "sulfa", "latex"])))
        nb.f("\nSOCIAL: Lives at {s}, {ci} w/ {rel} {n} ({pa}, {pp}). ", s=(c.addr, "STREET"), ci=(c.loc["city"], "CITY"),
             rel=prel(c.partner, rng), n=(c.partner.name("fl"), "FAMILY"),
             pa=(str(c.partner_age), "AGE"), pp=(c.p_prof, "PROFESSION"))
        nb.f("Pt is {a} {pr}. ", a=art(c.prof), pr=(c.prof, "PROFESSION"))
        if rng.random() < 0.3:
            nb.f("Former smoker, quit {y}. ", y=(str(c.visit.year - rng.randint(1, 6)), "DATE"))
        else:
            nb.t(rng.choice(["No tob/EtOH/drugs. ", "Quit vaping at +UPT. ", "MJ prior to pregnancy, none since. "]))
        nb.f("Feels safe at home. Born in {co}, {x}.\n", co=(c.country, "COUNTRY"),
             x=rng.choice(["moved to US as a teen", ["here since ", (str(c.visit.year - rng.randint(2, 15)), "DATE")],
                           "prefers English", "interpreter not needed"]))
        zc = rng.choice(P.ZIKA_COUNTRIES)
        nb.f("Travel: {x} {co} {when}. ", x=rng.choice(["visited family in", "trip to", "recent travel to"]), co=(zc, "COUNTRY"),
             when=rng.choice(["over the holidays", "in early pregnancy", "last month"]))
        nb.t("Zika counseling done, %s.\n" % rng.choice(["no sx", "testing not indicated per CDC", "partner also traveled"]))
        nb.f("FHx: {rel} w/ {dz}; ", rel=rng.choice(["mother", "sister", "MGM", "father"]),
             dz=rng.choice(["T2DM", "HTN", ["breast ca at ", (str(rng.randint(38, 62)), "AGE")], "DVT", "twins"]))
        nb.t(rng.choice(["no known genetic d/o.\n", "cousin w/ Down syndrome.\n", "FOB's brother w/ CF.\n"]))
        nb.t("\nPlan: OB panel, cfDNA, carrier screen, dating US. %s\n" % rng.choice(["Start ASA 81 at 12 wk.", "Early GTT.", "Refer MFM.", ""]))
        nb.f("Pharmacy: {ph}, {pn}\n", ph=(c.pharm, "HOSPITAL"), pn=(c.pt_phone if rng.random() < 0.3 else phone(rng, c.area), "PHONE"))
        nb.f("Contact: cell {cp}, email {em}\n", cp=(c.pt_phone, "PHONE"), em=(c.pt_email, "EMAIL"))
    else:
        nb.f("PRENATAL FOLLOW-UP\n{cl}, {ci}, {st}\n\n", cl=(c.clinic, "HOSPITAL"), ci=(c.site_loc["city"], "CITY"),
             st=(c.site_loc["state"], "STATE"))
        nb.f("DATE: {v}\nPATIENT: {n}\nMR#: {m}\n\n", v=D(c.visit, "long"), n=(c.pt.name("LF"), "PATIENT"), m=(c.mrn, "MRN"))
        nb.f("Ms. {l} is a {a}-year-old {gp} at {w} weeks {d} days gestation by {by}, with an EDC of {e}, who presents for "
             "routine prenatal care. ", l=(c.pt.last, "PATIENT"), a=(age_words(c.age) if rng.random() < 0.3 else str(c.age), "AGE"),
             gp=gp, w=str(w), d=str(d), by=rng.choice(["her last menstrual period", "first trimester ultrasound"]),
             e=D(edd, "long"))
        nb.t("She reports %s. She %s.\n\n" % (rng.choice(COMPLAINTS), rng.choice(["denies vaginal bleeding, leakage of fluid or contractions", "has no other concerns"] +
                                                                                 (["reports good fetal movement"] if w >= 20 else []))))
        if rng.random() < 0.7:
            nb.f("She is accompanied by her {rel}, {n}, who {x}. ", rel=prel(c.partner, rng), n=(c.partner.name("f"), "FAMILY"),
                 x=rng.choice(["asked about parental leave", "has been supportive",
                               ["works nights as ", art(c.p_prof), " ", (c.p_prof, "PROFESSION")]]))
        else:
            nb.f("She is accompanied by her mother, {n}. ", n=(c.mother.name(rng.choice(["f", "fl"])), "FAMILY"))
        nb.f("Her {r} is planning a baby shower on {h}.\n\n", r=rng.choice(["sister", "mother", "aunt"]),
             h=D(add_days(c.visit, rng.randint(10, 40)), rng.choice(["md_long", "wd", "long"])))
        nb.t("PHYSICAL EXAM: BP %d/%d, weight %d pounds. %s %s Extremities: %s.\n\n" % (
            rng.randint(100, 138), rng.randint(60, 88), rng.randint(130, 240),
            ("Fundal height %d cm." % (w + rng.randint(-1, 2))) if w >= 20 else "Uterus size appropriate.",
            ("Fetal heart tones %d by Doppler." % rng.randint(125, 165)) if w >= 11 else "Fetal cardiac activity seen on bedside ultrasound.",
            rng.choice(["trace edema", "no edema", "1+ pedal edema"])))
        pl = rng.sample(PLAN_ITEMS, 2)
        nb.t("ASSESSMENT AND PLAN: Intrauterine pregnancy at %d weeks, progressing normally. %s. %s.\n\n" % (
            w, pl[0][0].upper() + pl[0][1:], pl[1][0].upper() + pl[1][1:]))
        nb.f("{d}, {cr}\n", d=(doc.name("fml"), "DOCTOR"), cr=cred)
        ini_d, ini_t = doc.name("INI"), person(rng, "F").name("low_ini")
        nb.f("D: {d1}  T: {d2}\n{a}/{b}  Job #{j}\n", d1=D(c.visit, "mdy"), d2=D(add_days(c.visit, rng.randint(0, 2)), "mdy"),
             a=(ini_d, "DOCTOR"), b=(ini_t, "DOCTOR"), j=(digits(rng, 7), "IDNUM"))
        if rng.random() < 0.5:
            nb.f("cc: {d} at {cl}\n", d=(c.docs[2].name("fl"), "DOCTOR"), cl=(c.hosp, "HOSPITAL"))
    return nb, "prenatal_visit"


def ultrasound(rng):
    c = make_ctx(rng, age_lo=18, age_hi=45)
    nb = NB()
    ds = c.ds
    doc, sono, ref = c.docs[0], c.docs[1], c.docs[2]
    kind = rng.choice(["dating", "anatomy", "growth", "gyn", "bpp"])
    site = c.imaging if rng.random() < 0.6 else c.hosp
    nb.f("{s}\n", s=(site, "HOSPITAL"))
    if rng.random() < 0.6:
        nb.f("{a}, ", a=(c.site_addr, "STREET"))
        nb.f("{ci}, {st} {z}   Tel {ph}   Fax {fx}\n", ci=(c.site_loc["city"], "CITY"), st=(c.site_loc["st"], "STATE"),
             z=(c.site_loc["zip"], "ZIP"), ph=(c.site_phone, "PHONE"), fx=(c.site_fax, "FAX"))
    title = {"dating": "FIRST TRIMESTER ULTRASOUND (TRANSVAGINAL)", "anatomy": "DETAILED FETAL ANATOMIC SURVEY (76811)",
             "growth": "OB ULTRASOUND - FOLLOW UP GROWTH", "gyn": "PELVIC ULTRASOUND, TRANSABDOMINAL AND TRANSVAGINAL",
             "bpp": "BIOPHYSICAL PROFILE WITH AFI"}[kind]
    nb.t("\n%s\n%s\n" % (title, "=" * min(len(title), 48)))
    nb.f("Patient: {n}", n=(c.pt.name(rng.choice(["LF", "LFM", "lf", "fl"])), "PATIENT"))
    nb.f("     MRN: {m}\n", m=(c.mrn, "MRN"))
    dob_age(c, nb, ds, "DOB: ", "     Age: {a}")
    exam_h = rng.randint(7, 15)
    nb.f("\nAccession: {acc}     Exam date: {d} {t}\n", acc=(accession(rng, "US", c.visit.year), "IDNUM"), d=D(c.visit, ds),
         t="%02d:%02d" % (exam_h, rng.randint(0, 59)))
    nb.f("Referring: Dr. {r}", r=(ref.name(rng.choice(["fl", "l", "fml"])), "DOCTOR"))
    if rng.random() < 0.5:
        nb.f(" ({cl})", cl=(c.clinic, "HOSPITAL"))
    nb.f("\nSonographer: {s}, {cr}     Room {rm}\n", s=(sono.name(rng.choice(["fl", "fi", "INI"])), "DOCTOR"),
         cr=rng.choice(CREDS["sono"]), rm=(rng.choice(["3", "4B", "US-2", "12", "7"]), "LOCATION_OTHER"))
    nb.f("Equipment: {mod} SN {sn}\n", mod=rng.choice(["Voluson E10", "Voluson S8", "Samsung WS80A", "Philips EPIQ 7", "GE Logiq E9"]),
         sn=(device_sn(rng), "DEVICE"))
    if kind in ("growth", "bpp", "anatomy") and rng.random() < 0.7:
        nb.t("Clinical history: %s\n" % rng.choice(["AMA, IVF pregnancy", "cHTN", "GDMA2 on insulin", "prior SGA infant",
                                                   "size < dates on exam", "vaginal bleeding", "routine", "twin gestation reduced to singleton"]))
        nb.f("Comparison: {d} ({s})\n", d=D(add_days(c.visit, -rng.randint(21, 70)), ds),
             s=rng.choice([(site, "HOSPITAL"), "same site", "outside study"]))
    if kind == "gyn":
        nb.f("Indication: {x}. LMP {l}.\n\n", x=rng.choice(["AUB", "pelvic pain", "fibroids f/u", "PMB", "adnexal mass on exam"]),
             l=D(add_days(c.visit, -rng.randint(5, 40)), ds))
        nb.t("Uterus: anteverted, %.1f x %.1f x %.1f cm. %s\n" % (rng.uniform(6, 12), rng.uniform(3.5, 7), rng.uniform(4, 8),
                                                             rng.choice(["Intramural fibroid 2.3 cm posterior fundus.", "No focal mass.",
                                                                         "Submucosal fibroid 1.4 cm, FIGO type 1.",
                                                                         "Heterogeneous myometrium, ?adenomyosis."])))
        nb.t("Endometrium: %.1f mm, %s.\n" % (rng.uniform(2, 16), rng.choice(["homogeneous", "trilaminar", "thickened", "no fluid"])))
        nb.t("Right ovary: %s\nLeft ovary: %s\nFree fluid: %s\n" % (
            rng.choice(["3.1 x 2.0 x 2.4 cm, normal", "dominant follicle 1.8 cm", "simple cyst 3.4 cm", "not visualized"]),
            rng.choice(["2.8 x 1.9 x 2.2 cm, normal", "hemorrhagic cyst 2.9 cm w/ lacy pattern", "endometrioma 4.1 cm",
                        "polycystic morphology, >20 follicles"]),
            rng.choice(["none", "small, physiologic", "trace in cul-de-sac"])))
        nb.t("\nIMPRESSION:\n1. %s\n2. %s\n" % (rng.choice(["Fibroid uterus as above.", "Normal pelvic US.", "Thickened endometrium - consider sampling."]),
                                               rng.choice(["Follow-up US 6-8 wk recommended.", "Correlate clinically.", "No torsion."])))
    else:
        w = {"dating": rng.randint(6, 13), "anatomy": rng.randint(18, 22), "growth": rng.randint(26, 37), "bpp": rng.randint(32, 40)}[kind]
        d = rng.randint(0, 6)
        edd = add_days(c.visit, 280 - (w * 7 + d))
        nb.f("LMP: {l}   EDD (established): {e}   GA today: {w}w{d}d\n\n", l=D(add_days(edd, -280 + rng.randint(-6, 6)), ds),
             e=D(edd, ds), w=str(w), d=str(d))
        if kind == "dating":
            nb.t("Single IUP. Yolk sac %s. CRL %.1f mm = %dw%dd. FHR %d bpm. Adnexa unremarkable. %s\n" % (
                rng.choice(["seen", "present"]), rng.uniform(4, 70), w, d, rng.randint(110, 180),
                rng.choice(["No SCH.", "Small SCH 1.2 x 0.6 cm.", "NT 1.4 mm."])))
            nb.t("\nIMPRESSION: Single live IUP c/w %dw%dd. Dates confirmed.\n" % (w, d))
        else:
            nb.t("BIOMETRY        cm     GA       %ile\n")
            lag = rng.choice([0, 0, 0, -1, -2, 1])
            for m_ in ["BPD", "HC", "AC", "FL"]:
                rb = BIOM[m_]
                x = rb[0] + (rb[1] - rb[0]) * (w - 18) / 22.0
                ga2 = w + lag + rng.randint(-1, 1) if m_ == "AC" else w + rng.randint(-1, 1)
                nb.t("  %-4s        %5.2f   %2dw%dd    %d\n" % (m_, x * rng.uniform(0.95, 1.05), ga2, rng.randint(0, 6), rng.randint(8, 92)))
            fac = rng.uniform(0.84, 1.16)
            efw = int(EFW[min(max(w, 18), 40) - 18] * fac)
            pct = max(2, min(98, int(50 + (fac - 1.0) * 300)))
            nb.t("EFW %d g (%s), %d%%ile (Hadlock 4)\nAFI %.1f cm   MVP %.1f cm\n" % (
                efw, "%d lb %d oz" % divmod(int(efw / 28.35), 16), pct, rng.uniform(5, 24), rng.uniform(2, 8)))
            nb.t("Placenta %s, %s. Cervix %.1f cm TV. Presentation %s. FHR %d.\n" % (
                rng.choice(["anterior", "posterior", "fundal", "left lateral"]), rng.choice(["no previa", "low-lying 1.5 cm from os", "2VC noted"]),
                rng.uniform(2.1, 4.6), rng.choice(["cephalic", "breech", "variable", "transverse"]), rng.randint(120, 160)))
            if kind == "bpp":
                br = rng.choice([0, 2, 2, 2])
                nb.t("BPP: tone 2, movement 2, breathing %d, AFV 2 = %d/8\n" % (br, 6 + br))
            if kind == "anatomy":
                nb.t("Anatomy: head, face, spine, 4CH/LVOT/RVOT, stomach, kidneys, bladder, cord insertion - WNL. %s\n" %
                     rng.choice(["Echogenic intracardiac focus.", "Suboptimal views of heart - return 2 wk.", "Sex: declined to know."]))
            nb.t("\nIMPRESSION:\n1. Single live IUP at %dw%dd, %s.\n2. %s\n" % (
                w, d, "EFW <10th %ile - FGR" if pct < 10 else ("LGA" if pct > 90 else "appropriate growth"),
                rng.choice(["Normal AFI.", "Polyhydramnios, mild.", "Recommend f/u growth 3-4 wk.", "MFM consult advised."])))
    nb.f("\nInterpreted by: {d}, {cr}", d=(doc.name(rng.choice(["fl", "fml"])), "DOCTOR"), cr=rng.choice(["MD", "MD, MFM", "DO"]))
    nb.f("\nElectronically signed {dt} {t}\n", dt=D(c.visit, ds), t="%02d:%02d" % (exam_h + rng.randint(1, 4), rng.randint(0, 59)))
    if rng.random() < 0.5:
        nb.f("Results called to {r} at {ph} by {s}.\n", r=(ref.name("fL"), "DOCTOR"), ph=(phone(rng, c.area) + (ext(rng) if rng.random() < 0.4 else ""), "PHONE"),
             s=(sono.name("INI"), "DOCTOR"))
    return nb, "ultrasound_report"
