"""Genres: new patient dermatology consult; skin cancer check with lesion map."""
import phi
import parts
from phi import add_days, digits, letters

CONSULT_REASONS = [
    ("changing mole", "pigmented lesion on the {site} that has darkened and grown over {dur}"),
    ("non-healing lesion", "scaly, bleeding spot on the {site}, present for {dur}, bleeds when towelling"),
    ("pearly papule", "shiny papule on the {site} noted by a hairdresser, {dur}"),
    ("psoriasis", "widespread itchy scaly plaques on elbows, knees and scalp for {dur}"),
    ("eczema", "flexural itchy rash since childhood, worse over the last {dur}"),
    ("acne", "inflammatory acne on face and back, {dur} of topical treatment with limited response"),
    ("rosacea", "facial redness, flushing and papules for {dur}, triggered by heat and wine"),
    ("hidradenitis", "recurrent painful boils in axillae and groin for {dur}"),
    ("sun damage", "multiple rough spots on the forearms and scalp, {dur}"),
    ("itchy rash", "generalised pruritic eruption for {dur}, no new medications"),
]
DURS = ["3 months", "6 weeks", "about a year", "2 years", "several months", "8 weeks", "18 months"]
PLANS = {
    "changing mole": ["Excision biopsy with 2 mm margins, booked.", "Discussed ABCDE warning signs.",
                      "Dermoscopic photo stored for comparison."],
    "non-healing lesion": ["Shave biopsy today to r/o SCC.", "Wound care instructions given.",
                           "If SCC confirmed, refer for excision vs Mohs given site."],
    "pearly papule": ["Punch biopsy 3 mm today.", "Likely BCC - will discuss Mohs vs standard excision once histology back."],
    "psoriasis": ["Start calcipotriol/betamethasone (Daivobet) gel daily x 4 weeks.",
                  "Baseline bloods: FBC, LFT, EUC, lipids, HbA1c, hepatitis serology, QuantiFERON.",
                  "Consider NB-UVB 3x weekly or methotrexate if PASI remains > 10."],
    "eczema": ["Mometasone 0.1% ointment to body BD flares, pimecrolimus to face.",
               "Soap substitute, emollient 500 g pump.", "Consider dupilumab if EASI > 20 after 6 weeks of optimised topicals."],
    "acne": ["Commence isotretinoin 20 mg daily after baseline bloods and contraception counselling.",
             "Doxycycline 100 mg daily as bridge; adapalene/BPO gel nocte."],
    "rosacea": ["Ivermectin 1% cream nocte.", "Doxycycline 40 mg MR daily x 12 weeks.",
                "Vascular laser referral later for telangiectasia."],
    "hidradenitis": ["Hurley stage II. Doxycycline 100 mg BD x 12 weeks.",
                     "Clindamycin 1% lotion, chlorhexidine wash.", "If inadequate response, apply for adalimumab."],
    "sun damage": ["Cryotherapy to {n} AKs today.", "Efudix (5-FU) cream BD x 3 weeks to forearms in winter.",
                   "Nicotinamide 500 mg BD."],
    "itchy rash": ["Bloods incl. FBC, ferritin, TSH, LFT, EUC.", "Scabies empirical treatment (permethrin 5%) - household too.",
                   "Biopsy if persists."],
}


def hpi(n, c, reason, desc):
    rng = c.rng
    site = rng.choice(parts.SITES)
    d = desc.format(site=site, dur=rng.choice(DURS))
    k = rng.randrange(4)
    if k == 0:
        n.v(c.pt.name(rng.choice(["title", "given", "full"])))
        n.w(" is a {ap} referred for {r}. ", ap=c.age_phrase(), r=reason)
    elif k == 1:
        n.v(c.age_phrase())
        n.t(" presenting with %s. " % reason)
    elif k == 2:
        n.w("{a}yo {sx} c/o {r}. ", a=c.a(), sx=c.sex, r=reason)
    else:
        n.w("Thank you for referring {pt}, aged {a}, regarding {r}. ", pt=c.pt.name("title"), a=c.a(0.2), r=reason)
    n.t("Describes " + d + ". ")
    r = rng.random()
    if r < 0.3:
        n.w("First noticed around {d}. ", d=c.d(c.dpast(60, 700), rng.choice(["month_y", "mon_y", "month"])))
    elif r < 0.5:
        n.w("Says it appeared after {h}. ", h=(c.holiday, "DATE"))
    elif r < 0.65:
        n.w("Seen by {dr} at {cl} on {d} who froze it once without resolution. ",
            dr=c.s("gp", 1).dr(), cl=(c.gp_practice, "HOSPITAL"), d=c.dany(c.dpast(30, 300)))
    if rng.random() < 0.45:
        fam = c.fam.name(rng.choice(["given", "full"]))
        n.w("Attends with {rel} {f}, who noticed the change.", rel=c.fam_rel, f=fam)
    n.t("\n")


def consult(n, c):
    rng = c.rng
    terse = rng.random() < 0.45
    reason, desc = rng.choice(CONSULT_REASONS)
    parts.header(n, c, rng.choice(["New Patient Consultation", "Dermatology Consult - New", "NEW PATIENT DERMATOLOGY",
                                   "Initial Consultation", "Consult note"]))
    parts.referrer_line(n, c)
    n.t("\nHPI: " if terse else "\nHistory of presenting complaint:\n")
    hpi(n, c, reason, desc)
    n.nl()
    if rng.random() < 0.6:
        n.t("Skin cancer hx: ")
        k = rng.randrange(3)
        if k == 0:
            n.w("BCC {site} excised {y} ({dr}); SCC R hand cryo'd {y2}.\n", site=rng.choice(parts.FACE_SITES),
                y=c.d(c.dpast(700, 4000), "year"), dr=c.s("derm", 2).dr("dr_sur"), y2=c.d(c.dpast(365, 2000), rng.choice(["year", "mon_y"])))
        elif k == 1:
            n.w("melanoma in situ L upper arm {d}, WLE at {h}.\n", d=c.d(c.dpast(800, 5000), rng.choice(["month_y", "mm_yyyy", "year"])),
                h=(c.hospital, "HOSPITAL"))
        else:
            n.t("nil previous.\n")
    parts.pmh_block(n, c)
    parts.meds_block(n, c)
    parts.social(n, c, terse)
    parts.family_hx(n, c)
    if rng.random() < 0.5:
        parts.ros(n, c)
    if rng.random() < 0.35:
        n.w("Ancestry: {a}; {b}.\n", a=rng.choice(["Scottish and Irish", "English", "Dutch", "Celtic", "mixed European", "Northern European"]),
            b=rng.choice(["burns easily, rarely tans", "red hair as a child", "freckles ++ in childhood"]))
    n.t("\nExamination:\n" if not terse else "\nO/E: ")
    if rng.random() < 0.3:
        parts.vitals(n, c)
    n.t(rng.choice(parts.DISTRACT[-2:]) + " ")
    if reason in ("psoriasis", "eczema", "hidradenitis", "acne", "rosacea", "itchy rash"):
        score = {"psoriasis": "PASI %.1f, BSA %d%%" % (rng.uniform(4, 22), rng.randrange(3, 30)),
                 "eczema": "EASI %.1f, vIGA %d" % (rng.uniform(5, 35), rng.randrange(2, 5)),
                 "hidradenitis": "Hurley II, IHS4 %d, %d draining tunnels" % (rng.randrange(4, 15), rng.randrange(1, 4)),
                 "acne": "IGA %d, nodules on jawline and upper back, early scarring" % rng.randrange(3, 5),
                 "rosacea": "papulopustular, centrofacial erythema, telangiectasia",
                 "itchy rash": "excoriated papules, burrows in finger webs ?"}[reason]
        score = score[0].upper() + score[1:]
        n.t(score + ". ", typo=False)
        n.t(rng.choice(["Nails: pitting x3.", "Scalp: moderate scale.", "No lymphadenopathy.", "Mucosae normal."]) + "\n")
        if rng.random() < 0.5:
            n.w("DLQI {x}/30.\n", x=str(rng.randrange(4, 26)))
    else:
        nl = rng.randrange(1, 4)
        for i in range(nl):
            site = rng.choice(parts.SITES)
            n.t("%s %s: %d x %d mm %s. Dermoscopy: %s.\n" % ("-" if terse else "Lesion %d -" % (i + 1), site,
                                                               rng.randrange(3, 15), rng.randrange(3, 12),
                                                               rng.choice(["pink pearly papule", "scaly erythematous plaque",
                                                                           "asymmetric pigmented macule", "keratotic nodule",
                                                                           "ulcerated papule with rolled edge"]),
                                                               rng.choice(parts.DERMOSCOPY)))
        n.t(rng.choice(parts.DISTRACT[:8]) + "\n")
    n.t("\nImpression / Plan:\n" if not terse else "\nA/P:\n")
    for i, ptxt in enumerate(PLANS[reason]):
        n.t("%d. %s\n" % (i + 1, ptxt.format(n=rng.randrange(3, 14))))
    if rng.random() < 0.7:
        parts.counsel(n, c)
    k = rng.randrange(3)
    if k == 0:
        n.w("Review {d}", d=c.dany(add_days(c.visit, rng.choice([14, 28, 42, 56, 90]))))
        n.t(rng.choice([" with results.\n", ".\n", " (booked).\n"]))
    elif k == 1:
        n.t("F/u %d wks.\n" % rng.choice([2, 4, 6, 8, 12]))
    else:
        n.w("Next appt {d} at {tm}, {cl}.\n", d=c.d(add_days(c.visit, rng.randrange(14, 90)), "wd_au" if c.au else "wd_us"),
            tm="%d:%02d%s" % (rng.randrange(8, 12), rng.choice([0, 15, 30, 45]), rng.choice(["am", " AM", ""])),
            cl=(c.clinic, "HOSPITAL"))
    if rng.random() < 0.4:
        n.w("Copy to {gp}, {pr}.\n", gp=c.s("gp").dr(), pr=(c.gp_practice, "HOSPITAL"))
    parts.signature(n, c)
    parts.audit(n, c)


# ----------------------------------------------------------------------------
LM_DX = [("SK", "monitor"), ("ISK", "nil"), ("AK", "LN2 x1"), ("AK", "LN2 2 FTC"), ("dysplastic naevus", "digital monitoring"),
         ("?BCC", "shave bx"), ("?SCC", "punch bx 4mm"), ("?MIS", "excision bx 2mm margin"), ("benign naevus", "nil"),
         ("solar lentigo", "nil"), ("DF", "reassure"), ("cherry angioma", "nil"), ("?LM", "incisional bx"),
         ("sebaceous hyperplasia", "nil"), ("BCC (clinical)", "refer Mohs"), ("IEC", "Efudix 4/52")]


def lesion_map(n, c):
    rng = c.rng
    terse = rng.random() < 0.5
    title = rng.choice(["Skin Cancer Check", "Full Skin Examination", "SKIN CHECK - LESION MAP",
                        "Total body skin exam (TBSE)", "Mole map / skin surveillance"])
    parts.header(n, c, title, provider=c.s("derm") if rng.random() < 0.6 else c.s("gp"))
    risk = rng.choice(["high", "very high", "moderate", "high (prev melanoma)"])
    n.t("Risk category: %s. " % risk)
    n.w("{ap}, ", ap=c.age_phrase())
    n.t(rng.choice(["Fitzpatrick I", "Fitzpatrick II", "skin type II", "FST III"]) + ", ")
    if rng.random() < 0.3:
        n.w("Lived in {ct} until age {a}. ", ct=phi.country_v(c.born), a=(str(rng.randrange(5, 40)), "AGE"))
    n.t("%s naevi count, %s.\n" % (rng.choice([">100", "50-100", "<50", "approx 30"]),
                                    rng.choice(["extensive actinic damage", "freckling ++", "red hair", "outdoor worker"])))
    if rng.random() < 0.5:
        n.w("Last full check: {d} ({who}).\n", d=c.dany(c.dpast(180, 800)), who=c.s("derm", 1).dr("dr_sur"))
    if rng.random() < 0.55:
        dev = rng.choice(["FotoFinder ATBM", "Vectra WB360", "DermLite DL5", "MoleMax HD", "Canfield IntelliStudio"])
        n.w("Imaging: {dev}, unit SN {sn}. Photographer {ph}.\n", dev=dev,
            sn=(rng.choice(["FF", "VX", "DL", "MM"]) + "-" + digits(rng, 6) if rng.random() < 0.7 else digits(rng, 4) + "-" + letters(rng, 3), "DEVICE"),
            ph=c.s("nurse").dr(rng.choice(["full_cred", "given"])))
    if rng.random() < 0.4:
        n.w("Rm {r}. Chaperone {ch} present.\n", r=(str(rng.randrange(1, 12)) + rng.choice(["", "", "A", "B"]), "LOCATION_OTHER"),
            ch=c.s("ma").dr("given"))
    if rng.random() < 0.4:
        parts.meds_block(n, c, rng.randrange(1, 4))
    n.t("\nLESION MAP\n")
    k = rng.randrange(3)
    rows = rng.randrange(5, 15)
    if k == 0:
        n.t("ID  | Site                       | Size  | Dermoscopy / comment                  | Dx        | Action\n")
        n.t("----+----------------------------+-------+---------------------------------------+-----------+---------\n")
    elif k == 1:
        n.t("#, site, size (mm), findings, impression, management\n")
    used = rng.sample(parts.SITES, rows)
    for i in range(rows):
        dx, act = rng.choice(LM_DX)
        size = "%d" % rng.randrange(2, 14) if rng.random() < 0.5 else "%dx%d" % (rng.randrange(2, 14), rng.randrange(2, 10))
        cm = rng.choice(parts.DERMOSCOPY)
        lab = "L%d" % (i + 1) if k != 1 else "%d" % (i + 1)
        if k == 0:
            n.t("%-3s | %-26s | %-5s | " % (lab, used[i], size), typo=False)
            if rng.random() < 0.25:
                dd = c.dany(c.dpast(150, 1200))
                n.w("stable vs {d}", d=dd)
                n.t(" " * max(1, 27 - len(dd[0])) + " | ")
            else:
                n.t("%-37s | " % cm[:37], typo=False)
            n.t("%-9s | %s\n" % (dx, act), typo=False)
        elif k == 1:
            n.t("%s, %s, %s, %s, %s, %s" % (lab, used[i], size, cm, dx, act), typo=False)
            if rng.random() < 0.2:
                n.w(" (new since {d})", d=c.d(c.dpast(150, 900), rng.choice(["mm_yyyy", "mon_y", c.style])))
            n.nl()
        else:
            n.t("%s) %s - %s mm - %s. %s -> %s" % (lab, used[i], size, cm, dx, act), typo=False)
            if rng.random() < 0.2:
                n.w("; previously photographed {d}", d=c.dany(c.dpast(150, 900)))
            n.nl()
    n.t("\nBody map annotated front/back (see attached diagram).\n")
    if rng.random() < 0.6:
        n.t(rng.choice(parts.DISTRACT) + " ")
        n.t("Scalp, nails, mucosae %s.\n" % rng.choice(["checked - NAD", "normal", "not examined (declined)"]))
    n.t("\nSummary: ")
    n.t(rng.choice(["No suspicious lesions today apart from those listed for biopsy. ",
                    "Extensive field change; multiple AKs treated. ",
                    "Two lesions require histology. ", "Stable since last visit. "]))
    if rng.random() < 0.5:
        n.w("Cryo to {x} AKs (10 s FTC). Consented verbally.\n", x=str(rng.randrange(2, 20)))
    else:
        n.nl()
    k2 = rng.randrange(4)
    if k2 == 0:
        n.w("Recall: {m} months - booked {d}.\n", m=str(rng.choice([3, 6, 12])),
            d=c.d(add_days(c.visit, rng.choice([91, 182, 365]))))
    elif k2 == 1:
        n.w("Sequential digital dermoscopy of L{x} in 3/12 ({d}).\n", x=str(rng.randrange(1, 5)),
            d=c.d(add_days(c.visit, 90), rng.choice(["mon_y", "month_y", "mm_yyyy"])))
    elif k2 == 2:
        n.t("Self skin checks monthly; partner to check back. Sun protection reinforced (SPF 50+, broad-brimmed hat).\n")
    else:
        n.w("Results will be sent to {e} and discussed by phone on {ph}.\n", e=(c.email, "EMAIL"),
            ph=(c.mobile, "PHONE"))
    if rng.random() < 0.3:
        n.w("Pt's {rel} {f} also booked for a skin check.\n", rel=c.fam_rel, f=c.fam.any(["given", "full"]))
    if rng.random() < 0.5:
        parts.counsel(n, c, rng.randrange(1, 3))
    parts.signature(n, c)
    parts.audit(n, c)
