"""Postpartum follow-up notes."""
from phi import NB, D, add_days, hhmm, make_ctx, person, phone, lot, CREDS, prel, art, age_words
import pools as P

PP_CASES = [
    ("mood", "Crying spells daily x1 wk, sleeping 3-4 h/night. No SI.", (13, 21), "PP depression - start sertraline 25 mg, BH referral"),
    ("breast pain", "L breast red/tender since yesterday, T 100.9 at home.", (2, 9), "Mastitis - dicloxacillin 500 mg QID x10d"),
    ("BP check", "BP 148/94 at home x2. No HA/vision changes.", (2, 8), "PP HTN - nifedipine ER 30 mg, recheck 3 d"),
    ("6 wk PP", "Feels tired but ok. No concerns.", (0, 6), "Normal PP course"),
    ("heavy bleeding", "Passed clot size of golf ball this AM, bleeding heavier than last wk.", (3, 10), "Subinvolution - US ordered, CBC"),
    ("incision check", "Drainage from R side of incision x2d, no fever.", (1, 8), "Superficial wound separation - packing, wound check 2 d"),
]
MODES = ["NSVD", "primary LTCS for NRFHT", "repeat LTCS", "VAVD", "SVD w/ 2nd degree lac", "pLTCS - breech"]


def _contraception(nb, rng):
    cc = rng.choice(["nexplanon", "iud", "pop", "condoms", "btl", "dmpa", "lam"])
    if cc == "nexplanon":
        nb.f("Nexplanon placed L arm today, lot {l}. Tolerated well.\n", l=(lot(rng), "DEVICE"))
    elif cc == "iud":
        nb.f("{m} IUD inserted, sounded {s} cm, strings cut 3 cm. Device lot {l}.\n",
             m=rng.choice(["Mirena", "Paragard", "Kyleena", "Liletta"]), s=str(rng.randint(6, 9)), l=(lot(rng), "DEVICE"))
    else:
        nb.t({"pop": "norethindrone 0.35 mg daily.\n", "condoms": "condoms for now, desires IUD at next visit.\n",
              "btl": "had bilateral salpingectomy at CS.\n", "dmpa": "Depo-Provera 150 mg IM today.\n",
              "lam": "LAM while exclusively BF; backup condoms.\n"}[cc])


def postpartum(rng):
    c = make_ctx(rng, age_lo=17, age_hi=44)
    nb = NB()
    ds = c.ds
    doc, lc, rn = c.docs[0], c.docs[1], c.docs[2]
    wks = rng.choice([2, 3, 6, 6, 6, 8, 12])
    deliv = add_days(c.visit, -wks * 7 - rng.randint(-3, 3))
    mode = rng.choice(MODES)
    v = rng.randrange(3)
    sex = "girl" if c.baby.sex == "F" else "boy"
    if v == 0:
        nb.f("{cl}\nPOSTPARTUM VISIT ({w} wk)\n\n", cl=(c.clinic, "HOSPITAL"), w=str(wks))
        nb.f("Name: {n}   MRN {m}   DOB {d}\n", n=(c.pt.name(rng.choice(["fl", "LF", "lfm"])), "PATIENT"), m=(c.mrn, "MRN"), d=D(c.dob, ds))
        nb.f("Seen {v} by {d}, {cr}\n\n", v=D(c.visit, ds), d=(doc.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["ob"]))
        nb.f("{a} yo now P{p} s/p {mo} on {dd} at {h} ", a=(str(c.age), "AGE"), p="%d" % rng.randint(1, 4), mo=mode,
             dd=D(deliv, ds), h=(c.hosp, "HOSPITAL"))
        nb.f("({u}, rm {r}). ", u=(rng.choice(P.NAMED_UNITS), "HOSPITAL"), r=(str(rng.randint(201, 640)), "LOCATION_OTHER"))
        nb.f("Baby {s} {b}, {wt}, ", s=sex, b=(c.baby.name(rng.choice(["f", "fl"])), "FAMILY"),
             wt="%d lb %d oz" % (rng.randint(5, 9), rng.randint(0, 15)))
        nb.f("peds Dr. {pd}. ", pd=(c.docs[3].name("l"), "DOCTOR"))
        nb.t("Pregnancy c/b %s.\n\n" % rng.choice(["GDMA1", "gHTN", "none", "anemia", "PEC w/ SF - on nifedipine", "IUGR"]))
        nb.t("Bleeding: %s. Pain: %s. Bowel/bladder: %s.\n" % (rng.choice(["minimal, lochia alba", "spotting", "none x1 wk"]),
                                                           rng.choice(["none", "incisional 2/10", "perineal soreness"]),
                                                           rng.choice(["nl", "mild stress incontinence", "nl, hemorrhoids improving"])))
        nb.f("Feeding: {f}", f=rng.choice(["exclusive BF", "combo BF/formula", "formula", "pumping + bottle"]))
        if rng.random() < 0.6:
            nb.f(", seeing lactation ({l}, {cr})", l=(lc.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["lc"]))
        nb.t(".\nEPDS %d. PHQ-9 %d. %s\n" % (rng.randint(0, 18), rng.randint(0, 14), rng.choice(["Denies SI/HI.", "Referred to perinatal psych.", "Good support at home.", "Denies SI/HI, good suport."])))
        nb.f("Support: {r} {n} home on leave until {d}; her mother {m} staying w/ them.\n", r=prel(c.partner, rng),
             n=(c.partner.name("f"), "FAMILY"), d=D(add_days(c.visit, rng.randint(3, 30)), rng.choice(["md", ds, "md_long"])),
             m=(c.mother.name(rng.choice(["f", "fl"])), "FAMILY"))
        nb.t("\nExam: BP %d/%d. Abd %s. Perineum %s. Uterus %s.\n" % (
            rng.randint(100, 150), rng.randint(60, 98), rng.choice(["soft, NT", "Pfannenstiel c/d/i", "incision healing well"]),
            rng.choice(["healed", "well-healed lac", "deferred"]), rng.choice(["involuted", "nontender, small"])))
        nb.t("\nContraception: ")
        _contraception(nb, rng)
        nb.f("\nReturn to work: {pr} at {e} on {d}; ", pr=(c.prof, "PROFESSION"), e=(c.employer, "ORGANIZATION"),
             d=D(add_days(c.visit, rng.randint(7, 60)), ds))
        nb.f("FMLA/STD forms faxed to HR {fx}.\n", fx=(phone(rng), "FAX"))
        nb.t("Plan: %s. Annual/pap %s. RTC prn.\n" % (rng.choice(["2-hr GTT at 6-12 wk", "BP check 1 wk", "cont iron x3 mo", "pelvic floor PT referral"]),
                                                   rng.choice(["in 1 yr", "due now - done today", "UTD"])))
        nb.f("\n-- {d}\n", d=(doc.name(rng.choice(["fL", "fl", "INI"])), "DOCTOR"))
    elif v == 1:
        nb.f("Postpartum f/u - {v}\n", v=D(c.visit, rng.choice(["wd_mdy", "mdy"])))
        nb.f("Pt: {n} ({a}F)  MRN# {m}  Acct {ac}\n", n=(c.pt.name("lf"), "PATIENT"), a=(str(c.age), "AGE"), m=(c.mrn, "MRN"), ac=(c.acct, "ACCOUNT"))
        nb.f("Phone: {p}\nDelivery: {d} at {h}, {mo}\n", p=(c.pt_phone, "PHONE"), d=D(deliv, ds), h=(c.hosp, "HOSPITAL"), mo=mode)
        nb.f("Infant: {b}, {x}\n\n", b=(c.baby.name("fl"), "FAMILY"),
             x=rng.choice(["doing well", "NICU x5d for TTN, home now", "jaundice, resolved", "f/u w/ peds this wk"]))
        cc, hpi, epds, ap = rng.choice(PP_CASES)
        nb.t("CC: %s\nHPI: %s\n" % (cc, hpi))
        nb.t("EPDS: %d%s\n" % (rng.randint(*epds), rng.choice(["", " (item 10 = 0)"])))
        nb.t("Vitals: BP %d/%d  HR %d  T %.1f  Wt %d lb\n" % (rng.randint(104, 152), rng.randint(62, 98), rng.randint(64, 108),
                                                          rng.uniform(97.6, 100.9), rng.randint(120, 250)))
        nb.t("Meds: %s\n" % rng.choice(["PNV, ibuprofen prn", "PNV, ferrous sulfate 325 mg, docusate", "nifedipine ER 30 mg, PNV",
                                        "sertraline 50 mg, PNV", "none"]))
        nb.f("Lives w/ {r} {n} in {ci}, {st}. ", r=prel(c.partner, rng), n=(c.partner.name("fl"), "FAMILY"),
             ci=(c.loc["city"], "CITY"), st=(c.loc["state"], "STATE"))
        ka = rng.randint(1, 13)
        sch = rng.choice(["BrightPath Daycare", "Little Acorns Daycare"]) if ka < 5 else (
            rng.choice(["Oakmont Elementary", "Lincoln Park Elementary"]) if ka < 11 else "Pinecrest Middle School")
        nb.f("Older child {k} ({ka}) at {sch}.\n", k=(person(rng, rng.choice("FM")).name("f"), "FAMILY"), ka=(str(ka), "AGE"),
             sch=(sch, "ORGANIZATION"))
        nb.t("A/P: %s\n" % ap)
        nb.f("Rx sent to {ph}.\n", ph=(c.pharm, "HOSPITAL"))
        nb.f("{d}, {cr}", d=(doc.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["ob"]))
        if rng.random() < 0.5:
            nb.f(" / {r}, {cr2}", r=(rn.name("fl"), "DOCTOR"), cr2=rng.choice(CREDS["rn"]))
        nb.t("\n")
    else:
        nb.f("{cl}\n{ci}, {st}\n\nPOSTPARTUM CARE VISIT\n", cl=(c.clinic, "HOSPITAL"), ci=(c.site_loc["city"], "CITY"),
             st=(c.site_loc["state"], "STATE"))
        nb.f("Date of visit: {v}\nPatient: {n}, MRN {m}\n", v=D(c.visit, "long"), n=(c.pt.name("fml"), "PATIENT"), m=(c.mrn, "MRN"))
        nb.f("Provider: {d}, {cr}\n\n", d=(doc.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["ob"]))
        gg = rng.randint(1, 4)
        nb.f("{l} is a {a}-year-old G{g}P{p} who is {w} weeks postpartum following {mo} on {dd} at {h}. ",
             l=(c.pt.name("f"), "PATIENT"), a=(str(c.age) if rng.random() < 0.7 else age_words(c.age), "AGE"),
             g=str(gg), p=str(rng.randint(1, gg)), w=str(wks), mo=mode, dd=D(deliv, "long"), h=(c.hosp, "HOSPITAL"))
        nb.f("Her {s}, {b}, is {x}. ", s="daughter" if c.baby.sex == "F" else "son", b=(c.baby.name("f"), "FAMILY"),
             x=rng.choice(["gaining weight well", "being followed for reflux", "feeding well, back to birth weight"]))
        nb.f("She lives with her {r}, {n}, who works as {a} {pp}.\n\n", r=prel(c.partner, rng), n=(c.partner.name("f"), "FAMILY"),
             a=art(c.p_prof), pp=(c.p_prof, "PROFESSION"))
        nb.t("Postpartum depression screen: EPDS %d. Anxiety: GAD-7 %d. Intimate partner violence screen negative.\n" % (
            rng.randint(0, 15), rng.randint(0, 12)))
        nb.t("Breastfeeding: %s.\n" % rng.choice(["going well, using pump at work", "stopped at 3 wk due to low supply", "exclusive, nipple pain resolved"]))
        nb.t("Exam: BP %d/%d. Breasts %s. Abdomen soft. Pelvic: %s.\n\n" % (
            rng.randint(102, 140), rng.randint(60, 90), rng.choice(["without masses", "engorged, no erythema"]),
            rng.choice(["perineum well healed", "cervix closed, uterus small", "deferred after C-section"])))
        nb.t("Contraception: ")
        _contraception(nb, rng)
        nb.f("\nShe plans to return to work as {a} {pr} at {e} on {d}. Lactation accommodation letter provided.\n",
             a=art(c.prof), pr=(c.prof, "PROFESSION"), e=(c.employer, "ORGANIZATION"), d=D(add_days(c.visit, rng.randint(7, 45)), "long"))
        nb.t("Plan: %s; return in 1 year for annual exam, sooner prn.\n\n" % rng.choice(
            ["2-hour glucose tolerance test for history of GDM", "BP check in 1 week", "iron supplementation x3 months",
             "pelvic floor physical therapy", "continue sertraline, follow up with behavioral health"]))
        nb.f("{d}, {cr}\n{dt} {t}\n", d=(doc.name("fl"), "DOCTOR"), cr="MD" if rng.random() < 0.5 else "CNM", dt=D(c.visit, "mdy"),
             t=hhmm(rng, 9, 18))
    return nb, "postpartum_followup"
