"""Genre: lymphoedema clinic (assessment, review, letters)."""
import datetime as dt

import clinical as CL
import locales as LC
import blocks as B
import places as PL
import story as S
from doc import Doc, X

KEY = "lymph"

HOBBIES = ["gardening", "swimming", "golf", "lawn bowls", "knitting", "walking the dog", "yoga", "cycling", "tennis",
           "dragon boat paddling", "choir", "fishing"]


def _cause(C):
    R, p = C.R, C.pt
    opts = [c for c in CL.LYMPH_CAUSE if not (c[0] in ("breast", "gynae", "vulva") and p.sex == "M")
            and not (c[0] == "prostate" and p.sex == "F")]
    C.lcause = R.choice(opts)
    C.ldate = C.days(-R.randint(200, 3000))
    return C.lcause


def _measure_table(C, limb):
    R = C.R
    doc_lines = []
    if limb == "head and neck":
        for site in ["Neck circumference (mid)", "Tragus to tragus (submental)", "Tragus to mouth angle L", "Tragus to mouth angle R",
                     "Mandible angle to chin L", "Mandible angle to chin R"]:
            doc_lines.append("  %-30s %.1f cm" % (site, R.uniform(9, 42)))
        doc_lines.append("  Composite facial score %d (baseline %d)" % (R.randint(60, 90), R.randint(55, 80)))
        return "\n".join(doc_lines) + "\n"
    pts = [10, 20, 30, 40] if limb == "arm" else [10, 20, 30, 40, 50, 60]
    aff = R.choice(["L", "R"])
    doc_lines.append("  cm from %s | %s (affected) | %s" % ("wrist" if limb == "arm" else "ankle", aff, "R" if aff == "L" else "L"))
    for d in pts:
        base = (16 + d * 0.35) if limb == "arm" else (22 + d * 0.45)
        a = base + R.uniform(0.8, 4.5)
        doc_lines.append("  %-12d | %-14.1f | %.1f" % (d, a, base + R.uniform(-0.4, 0.4)))
    va = R.randint(1800, 4200) if limb == "arm" else R.randint(7000, 14000)
    diff = R.uniform(6, 38)
    C.excess = diff
    doc_lines.append("  Limb volume: affected %d mL, unaffected %d mL, excess %.1f%%" % (va, int(va / (1 + diff / 100)), diff))
    return "\n".join(doc_lines) + "\n"


def assessment(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    th = C.staff("therapist", "th")
    gp, practice = C.gp_and_practice()
    cause = _cause(C)
    limb = cause[2]
    ref = C.staff("surgeon", "referrer") if R.random() < 0.5 else C.staff("medonc", "referrer")
    unit = X("HOSPITAL", R.choice(["%s Lymphoedema Service" % C.addr().city, "%s Lymphoedema Clinic" % R.choice(PL.WARD_WORDS)]))
    doc.line(R.choice(["LYMPHOEDEMA CLINIC - INITIAL ASSESSMENT", "Lymphoedema Service: New Patient Assessment",
                       "Lymphoedema Assessment Record"]))
    doc.line(unit, ", ", C.hosp.X())
    doc.line(*B.addr_inline(C, C.hosp.addr))
    doc.line("Tel ", X("PHONE", C.phone("land")), R.choice(["   Fax ", "   F "]), X("FAX", C.hosp.fax))
    doc.blank()
    B.pt_header(doc, C, style=R.choice(["table", "upper", "inline"]), show_addr=True)
    doc.line("Assessment date: ", C.D(C.today), "   Therapist: ", th.full(), ", ", th.creds)
    doc.line("Referred by: ", ref.t_full(C.period), " (", C.D(C.days(-R.randint(14, 60))), ")   GP: ", gp.t_full(C.period),
             ", ", X("HOSPITAL", practice.name))
    doc.blank()
    if cause[0] == "primary":
        doc.add("History: ", C.ptl(), " has primary lymphoedema; first seen by vascular surgery in ", C.YR(C.ldate), ". ")
    else:
        doc.add("History: ", C.ptl(), " had ", cause[3], " in ", C.MY(C.ldate), ". ")
    if cause[1] == "bilateral":
        where = "both legs"
    elif cause[1]:
        where = "the " + cause[1] + " " + limb
    else:
        where = "the " + limb
    doc.add(C.He, " first noticed swelling of ", where, " around ", C.MY(C.ldate + dt.timedelta(days=R.randint(60, 700))), ", ", R.choice(["worse in the evenings", "with heaviness and aching",
                                                                                                       "with tightness of rings/shoes", "after a long-haul flight"]), ". ")
    if R.random() < 0.5:
        doc.add("Episode of cellulitis ", C.MY(C.days(-R.randint(30, 300))), " treated with ", R.choice(["amoxicillin", "flucloxacillin", "clindamycin"]), ". ")
    doc.blank()
    doc.blank()
    doc.add("Social/occupation: ")
    if p.retired:
        doc.add("Retired ", X("PROFESSION", p.profession), ". ")
    else:
        doc.add("Works as ", B.art(p.profession), X("PROFESSION", p.profession), " at ", X("ORGANIZATION", p.employer), R.choice(
            [" - prolonged standing", " - lifting", " - mostly desk-based", ""]), ". ")
    hob, club = R.choice([("lawn bowls", "Bowls Club"), ("walking", "Walking Group"), ("swimming", "Swim Club"),
                          ("gardening", "Garden Society"), ("golf", "Golf Club"), ("singing", "Community Choir"),
                          ("dragon boat paddling", "Dragon Boat Club"), ("knitting", "Craft Circle")])
    doc.add("Enjoys ", hob)
    if R.random() < 0.45:
        doc.add(" with the ", X("ORGANIZATION", "%s %s" % (R.choice(PL.STREET_WORDS), club)))
    doc.add(". ")
    sp = next((f for f in p.family if f.rel in ("wife", "husband", "partner")), None)
    if sp:
        doc.add(C.His, " ", sp.rel, " ", sp.firstname(), " helps with garments. ")
    doc.add("BMI ", "%.1f" % R.uniform(21, 41), ". PMH: ", ", ".join(R.sample(CL.PMH, 2)), ".")
    doc.blank()
    doc.blank()
    doc.line("Measurements (", R.choice(["tape, circumferential", "perometer"]), "):")
    doc.add(_measure_table(C, limb if limb in ("arm", "head and neck") else "leg"))
    if limb == "arm" and R.random() < 0.4:
        doc.line("L-Dex: ", str(R.randint(8, 30)), " (baseline ", str(R.randint(-3, 5)), ")")
    if limb == "head and neck":
        doc.line("Skin: ", R.choice(["submental fullness, soft", "woody fibrosis left neck", "intact; mild facial swelling worse in the morning"]))
    elif limb == "arm":
        doc.line("Skin: ", R.choice(["intact, mild fibrosis proximal forearm", "pitting oedema to the elbow", "no wounds; dry skin",
                                     "Stemmer sign negative; axillary cording"]))
    else:
        doc.line("Skin: ", R.choice(["Stemmer sign positive 2nd toe", "hyperkeratosis, no papillomatosis", "pitting oedema to mid-calf",
                                     "no wounds; dry skin"]))
    doc.line("ISL stage: ", R.choice(["I", "II (early)", "II (late)", "II"]))
    doc.blank()
    doc.line("Plan:")
    sup = R.choice(PL.SUPPLIERS)
    garment = {"arm": "sleeve and glove", "head and neck": "chin strap / facial garment"}.get(limb, "thigh-high stocking")
    items = [["Compression: flat-knit class ", R.choice(["1", "2", "2 (RAL)"]), " ", garment,
              ", ordered from ", X("ORGANIZATION", sup), " (order ", X("IDNUM", "CO-%06d" % R.randint(0, 999999)), ")"],
             ["MLLB x ", str(R.randint(2, 3)), " weeks, twice weekly at ", X("HOSPITAL", C.ward())],
             ["Skin care, exercise and weight management advice given"],
             ["Self-MLD taught; written instructions given"],
             ["Review ", C.WD(C.days(R.randint(14, 42)), R.random() < 0.5)]]
    if R.random() < 0.35:
        items.append(["Intermittent pneumatic compression pump loaned (serial ", X("DEVICE", LC.device_serial(R, "IPC")), "), 45 min daily"])
    for i, it in enumerate(items):
        doc.line(str(i + 1), ". ", *it)
    doc.blank()
    doc.line(th.full(), ", ", th.creds, R.choice([", Lymphoedema Therapist", ", Clinical Specialist Physiotherapist (Lymphoedema)",
                                                  ", Lymphoedema Practitioner"]))
    if R.random() < 0.4:
        doc.line(X("EMAIL", th.email_local() + "@" + C.hosp.domain))
    return doc


def review(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    th = C.staff("therapist", "th")
    cause = _cause(C)
    limb = cause[2]
    doc.line(R.choice(["Lymphoedema review", "LYMPHOEDEMA CLINIC - FOLLOW UP", "Lymphoedema f/u"]), " - ", C.hosp.X())
    if R.random() < 0.6:
        doc.line(X("HOSPITAL", C.ward()), ", ", *B.addr_inline(C, C.hosp.addr))
    doc.line(p.LCF() if R.random() < 0.5 else p.fml(), " | ", p.mrn_label, " ", X("MRN", p.mrn), " | DOB ", C.D(p.dob), " | ", C.D(C.today))
    if p.natid and R.random() < 0.6:
        doc.line(p.natid[0], " ", X("MRN", p.natid[1]))
    doc.blank()
    doc.line("Dx: ", limb, " lymphoedema secondary to ", cause[3], " (", C.YR(C.ldate), ")")
    last = C.days(-R.randint(28, 120))
    doc.line("Last seen ", C.D(last), " by ", th.il() if R.random() < 0.5 else th.full())
    doc.blank()
    extra = R.choice([["Back at work."], ["Busy with grandchildren."],
                      ["Holiday in "] + PL.country_pieces(X, R.choice(PL.COUNTRIES)) + [" ", C.MY(C.days(-R.randint(20, 60))), ", flew with garment on."]])
    opts = ["Garment comfortable, wearing daily.", "Swelling better since MLLB.", "No cellulitis since last review."]
    opts.append("Sleeve rolling at the elbow." if limb == "arm" else "Struggling to don stocking - uses a frame.")
    doc.line("S: ", R.choice(opts), " ", *extra)
    table = _measure_table(C, limb if limb in ("arm", "head and neck") else "leg")
    if limb == "head and neck":
        doc.line("O: neck circumference %.1f cm (was %.1f cm on " % (R.uniform(36, 44), R.uniform(36, 46)), C.D(last), "). Skin ",
                 R.choice(["intact", "dry", "mild fibrosis", "improved"]), ".")
    else:
        doc.line("O: excess limb volume %.1f%% (was %.1f%% on " % (C.excess, C.excess + R.uniform(-6, 9)), C.D(last), "). Skin ",
                 R.choice(["intact", "dry", "mild fibrosis", "improved"]), ".")
    doc.add(table)
    if R.random() < 0.5:
        gd = C.days(-R.randint(90, 200))
        doc.line("Garments: last supplied ", C.D(gd), " (", R.choice(["2 x class 2", "1 x class 3", "2 x class 1"]), "); ",
                 R.choice(["worn 8-10 h/day", "not worn in hot weather", "removed at night"]))
    if p.family and R.random() < 0.5:
        f = R.choice(p.family)
        doc.line("Attended with ", f.rel, " ", f.firstname(), R.choice(["", " who helps with donning", " who drives " + C.him + " in"]), ".")
    doc.line("Skin care: ", R.choice(["emollient daily, nails intact", "fungal infection between toes - advised terbinafine cream",
                                     "no breaks in skin", "small scratch on hand - cellulitis advice reiterated"]))
    doc.line("Exercise: ", R.choice(["walking 30 min daily", "swimming twice weekly", "arm exercises as per leaflet", "pilates class weekly"]),
             "; weight ", "%.1f" % R.uniform(52, 110), " kg")
    doc.line("A: ", R.choice(["stable", "improving", "worse - re-start MLLB", "stable, garment needs replacing"]))
    pre = R.choice(["New garments x2 ordered via ", "Continue current garments (supplier ", "Re-measured for garments; order to "])
    doc.line("P: ", pre, X("ORGANIZATION", R.choice(PL.SUPPLIERS)), ")" if pre.endswith("(supplier ") else "",
             ". Review ", C.D(C.days(R.randint(60, 180))), ".")
    if R.random() < 0.5:
        doc.line("Prescription request sent to GP (", X("FAX", C.gp_and_practice()[1].fax), ").")
    doc.blank()
    doc.line(th.full(), " ", th.creds, "  ", th.username())
    return doc


def letter(C):
    R, L = C.R, C.L
    doc = Doc(L)
    p = C.pt
    th = C.staff("therapist", "th")
    gp, practice = C.gp_and_practice()
    cause = _cause(C)
    limb = cause[2]
    B.letterhead(doc, C, dept=R.choice(["Lymphoedema Service", "Lymphoedema Clinic", "Integrated Lymphoedema Service"]))
    doc.line(C.DL(C.today))
    doc.blank()
    doc.add(gp.t_full(C.period), "\n", X("HOSPITAL", practice.name), "\n", *B.addr_lines(C, practice.addr))
    doc.blank()
    doc.line("Dear ", gp.t_last(C.period), ",")
    doc.blank()
    B.pt_header(doc, C, style="re", show_addr=True)
    doc.blank()
    doc.add("I saw ", C.ptl(), " in the lymphoedema clinic on ", C.D(C.days(-R.randint(1, 10))), " for ", C.his, " ",
            R.choice(["initial assessment", "six-month review", "annual review"]), ". ", C.He, " developed ", limb,
            " lymphoedema following ", cause[3], " in ", C.YR(C.ldate), ". ")
    if limb == "head and neck":
        doc.add("Neck circumference today is ", "%.1f" % R.uniform(36, 46), " cm. ")
    else:
        doc.add("Excess limb volume today is ", "%.1f" % R.uniform(4, 35), "%. ")
    if R.random() < 0.6:
        doc.add(C.He, " is keen to continue ", R.choice(HOBBIES), " and ", R.choice(["work", "caring for grandchildren", "travel"]), "; ")
        if R.random() < 0.5:
            doc.add("we discussed precautions for ", C.his, " upcoming trip to ")
            doc.add(*PL.country_pieces(X, R.choice(PL.COUNTRIES)))
            doc.add(" in ", C.MY(C.days(R.randint(20, 120))), ". ")
        else:
            doc.add("we discussed activity pacing. ")
    doc.blank()
    doc.blank()
    doc.add("I would be grateful if you could prescribe the following compression garments (", R.choice(["FP10", "on prescription", "via the usual route"]),
            "):\n")
    for g in R.sample(["2 x flat-knit class 2 arm sleeve, size M", "2 x class 2 gauntlet", "2 x circular-knit class 2 below-knee stocking, open toe",
                       "1 x night-time garment", "Easy-slide donning aid", "2 x class 3 thigh-high stocking"], 2):
        doc.line("  - ", g)
    doc.add("These can be dispensed by ", X("HOSPITAL", C.make_inst("pharmacy").name), R.choice([".", ", who have the measurements."]), "\n")
    doc.blank()
    doc.add("If you need to contact me, I am available on ", X("PHONE", C.phone("land")), " or ", X("EMAIL", th.email_local() + "@" + C.hosp.domain), ".\n")
    doc.blank()
    B.signature(doc, C, th, None, licence=False, title=False)
    doc.line(R.choice(["Lymphoedema Therapist", "Clinical Lead, Lymphoedema", "Advanced Practitioner, Lymphoedema"]))
    if R.random() < 0.5:
        lab, v = LC.nurse_licence(R, L)
        doc.line(lab, " ", X("LICENSE", v))
    doc.blank()
    B.cc_block(doc, C, None, None, [[C.staff("surgeon", "referrer").t_full(C.period), ", ", C.hosp.X()]] if R.random() < 0.5 else [])
    return doc


def generate(C):
    R = C.R
    v = R.choices([assessment, review, letter], [5, 3, 3])[0]
    return v(C), v.__name__
