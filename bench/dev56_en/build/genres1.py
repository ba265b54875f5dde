"""Genres 1-3: discharge summaries, admission H&Ps, daily progress notes."""
import datetime as dt

import blocks as B
import clinical as C
import fake
import pools
from seg import P
from tpl import T


def _consult_line(x, scen):
    r = x.r
    out = []
    for key, spec, kind in [("cards", "Cardiology", "cardiology"), ("gi", "Gastroenterology", "physician"),
                            ("surg", "General Surgery", "surgeon"), ("neuro", "Neurology", "physician"),
                            ("endo", "Endocrinology", "physician"), ("ortho", "Orthopedics", "surgeon"),
                            ("addict", "Addiction Medicine", "physician"), ("heme", "Hematology", "physician"),
                            ("ep", "Electrophysiology", "cardiology")]:
        if ("staff:" + key) in x._cache:
            out.append("%s - %s" % (spec, x.DOC(x.staff(key, kind), r.choice(["dr", "full_cred", "dr_full"]))))
    if not out or r.random() < 0.5:
        key, spec, cred = r.choice([("pt", "Physical Therapy", "PT, DPT"), ("nutr", "Nutrition", "RD, LD"),
                                    ("cm", "Case Management", "RN, CCM"), ("pall", "Palliative Care", None),
                                    ("sw", "Social Work", "LCSW")])
        p = x.staff(key, "nurse" if cred else "physician")
        if cred:
            p.cred = cred
            out.append("%s - %s" % (spec, x.NURSE(p, r.choice(["full_cred", "first_cred"]))))
        else:
            out.append("%s - %s" % (spec, x.DOC(p, "dr")))
    return out


def discharge_summary(x):
    r = x.r
    scen = r.choice(C.SCEN)
    x.fit_age(*scen["ages"])
    x.op_date = x.anchor + dt.timedelta(days=1)
    los = r.randint(5, 9)
    adm, dis = x.anchor, x.anchor + dt.timedelta(days=los)
    att = x.staff("att", "physician")
    pcp = x.staff("pcp", "physician")
    parts = [B.hosp_banner(x), "",
             r.choice(["DISCHARGE SUMMARY", "D I S C H A R G E   S U M M A R Y", "DISCHARGE SUMMARY REPORT",
                       "HOSPITAL DISCHARGE SUMMARY"]), ""]
    f = B.pt_fields(x)
    f.append((r.choice(["ACCOUNT #", "ACCT", "ACCOUNT NO", "FIN", "VISIT #"]), P("ACCOUNT", x.acct)))
    f.append((r.choice(["DATE OF ADMISSION", "ADMIT DATE", "ADM DATE"]), x.D(adm)))
    f.append((r.choice(["DATE OF DISCHARGE", "DISCHARGE DATE", "DISCH DATE"]), x.D(dis)))
    f.append((r.choice(["ATTENDING PHYSICIAN", "ATTENDING", "ATTENDING MD"]),
              x.DOC(att, r.choice(["lf_caps_cred", "full_cred", "caps_full_cred"]))))
    if r.random() < 0.7:
        f.append((r.choice(["PRIMARY CARE PHYSICIAN", "PCP", "REFERRING PHYSICIAN"]),
                  x.DOC(pcp, r.choice(["lf_caps_cred", "full_cred", "dr_full"]))))
    if r.random() < 0.6:
        f.append(("LOCATION", x.room_bed()))
    if r.random() < 0.3:
        f.append(("DATES OF SERVICE", x.DR(adm, dis, short=r.random() < 0.5)))
    if r.random() < 0.2 and x.L.ssn():
        f.append(("SSN", P("SSN", x.L.ssn())))
    parts.append(B.header_block(x, f))
    parts.append("")
    S = lambda t, b: parts.append(B.sec(x, t, b))
    S("Admitting diagnosis", scen["dx"] + ".")
    ddx = [T(x, d) for d in scen["ddx"]]
    S("Discharge diagnoses", ["%d. %s" % (i, d) for i, d in enumerate(ddx, 1)])
    procs = [T(x, p) for p in scen["procs"]]
    S("Procedures", procs if len(procs) > 1 else procs[0] + ".")
    S("History of present illness", T(x, scen["hpi"]))
    course = T(x, scen["course"])
    if r.random() < 0.6:
        course += " " + T(x, r.choice([
            "The patient was seen by physical therapy, who cleared {him} for discharge with a rolling walker.",
            "Home medications were resumed except as noted below. Code status was full code throughout.",
            "On the day of discharge {he} was afebrile with stable vital signs ({VIT}) and eager to go home.".replace("{VIT}", C.vitals(x)),
            "Labs on the day of discharge: %s; %s." % (C.bmp(x, "abbr"), C.cbc(x, "abbr")),
            "IV antibiotics were given {DR:0:+2} and oral therapy from {D:+3}.",
            "Telemetry {DR:0:+2} showed no further arrhythmia.",
            "{His} {CH:daughter {FAM:dau:daughter}|son {FAM:son:son}|{SPOUSE}} was updated by phone on {WK:+%d}." % r.randint(1, los),
        ]))
    S("Hospital course", course)
    if r.random() < 0.6:
        S("Consultations", _consult_line(x, scen))
    S("Condition at discharge", r.choice(["Stable.", "Improved, stable.", "Good.", "Fair; stable for transfer."]))
    dispo = T(x, scen["dispo"]) if "dispo" in scen else T(x, r.choice([
        "Home with {his} {CH:{SPOUSE}|daughter {FAM:dau:daughter}|son {FAM:son:son}}.",
        "Home with home health (PT, RN) through {ORG:%s}." % r.choice(["Brightwater Home Care", "Tri-County Visiting Nurses",
                                                                     "Sable Creek Home Health"]),
        "Discharged to {REHAB} for short-term rehabilitation.",
        "Home, self-care. Will fill prescriptions at {PHARM}.",
    ]))
    if "dispo" in scen:
        dispo += " " + T(x, "Report called to the receiving nurse, {RN:recv}.")
    S("Disposition", dispo)
    meds = C.meds_list(x, r.randint(5, 10))
    S("Discharge medications", meds)
    S("Allergies", r.choice(C.ALLERGIES))
    S("Diet", r.choice(["2 g sodium, 1.5 L fluid restriction.", "Cardiac, carbohydrate-controlled.", "Regular.",
                        "Low fat.", "Mechanical soft, thin liquids."]))
    fu = []
    cl = x.clinic()
    fu.append(T(x, r.choice([
        "Follow up with %s at %s in 1 week; office will call. Phone %s." % (
            x.DOC(pcp, "dr"), P("HOSPITAL", cl.name), P("PHONE", cl.phone)),
        "PCP %s in 7-10 days, appointment {DF:+%d} at 10:15." % (x.DOC(pcp, "dr_full"), los + r.randint(5, 12)),
        "See %s (%s) on {WK:+%d}." % (x.DOC(pcp, "dr"), P("HOSPITAL", cl.name), los + r.randint(4, 14)),
    ])))
    if ("staff:cards" in x._cache) or r.random() < 0.4:
        fu.append(T(x, "Cardiology follow-up with {DRN:cards:cardiology} in 2-4 weeks, {CLIN:cardiology}, %s." %
                    P("PHONE", x.clinic("cardiology").phone)))
    fu.append(T(x, r.choice(["BMP in 3-5 days, results to %s." % x.DOC(pcp, "dr"),
                             "Pending at discharge: blood cultures from {D:+%d}." % r.randint(0, 2),
                             "Return to the ED for chest pain, shortness of breath, fever > 101.5 or bleeding.",
                             "Patient may view results at %s." % P("URL", x.web(x.hospital().name, "portal"))])))
    S("Follow-up", fu)
    parts.append("")
    cc = B.cc_pcp(x) if r.random() < 0.7 else None
    parts.append(B.dictation_footer(x, att, dis, cc=cc))
    return "\n".join(parts), {"scenario": scen["key"]}


def history_physical(x):
    r = x.r
    scen = r.choice(C.SCEN)
    x.fit_age(*scen["ages"])
    att = x.staff("att", "physician")
    res = x.staff("res", "resident") if r.random() < 0.5 else None
    pcp = x.staff("pcp", "physician")
    title = r.choice(["HISTORY AND PHYSICAL", "ADMISSION HISTORY AND PHYSICAL EXAMINATION",
                      "ADMISSION H&P", "HISTORY & PHYSICAL - MEDICINE ADMISSION"])
    parts = [B.hosp_banner(x, with_addr=r.random() < 0.4), title, ""]
    f = B.pt_fields(x)
    f.append((r.choice(["ACCT #", "ENCOUNTER #", "ACCOUNT", "VISIT NO"]),
              P("ACCOUNT", x.acct if r.random() < 0.6 else fake.encounter(r))))
    f.append((r.choice(["DATE OF ADMISSION", "ADMIT DATE", "DATE OF SERVICE"]), x.D(x.anchor)))
    f.append((r.choice(["ADMITTING PHYSICIAN", "ATTENDING"]), x.DOC(att, r.choice(["lf_caps_cred", "full_cred"]))))
    f.append((r.choice(["PCP", "PRIMARY PHYSICIAN"]), x.DOC(pcp, r.choice(["full_cred", "dr_full", "lf_caps"]))))
    if r.random() < 0.5:
        f.append(("ROOM", x.room_bed()))
    if r.random() < 0.35 and x.code == "en-US":
        ins = r.choice(pools.INSURERS)
        f.append(("INSURANCE", P("ORGANIZATION", ins) + "  Member ID " + P("HEALTHPLAN", x.L.healthplan())))
    elif r.random() < 0.35 and x.code in ("en-CA", "en-AU"):
        f.append(("HEALTH CARD" if x.code == "en-CA" else "MEDICARE NO", P("HEALTHPLAN", x.L.healthplan())))
    parts.append(B.header_block(x, f))
    parts.append("")
    S = lambda t, b: parts.append(B.sec(x, t, b))
    src = T(x, r.choice(["Patient and {his} {CH:daughter {FAM:dau:daughter}|{SPOUSE}|son {FAM:son:son}}, "
                         "ED records, and records from {OHOSP}.", "The patient, who is a reliable historian.",
                         "Patient; chart review; discussion with ED physician {DRN:edmd}."]))
    S("Source", src)
    S("Chief complaint", r.choice(['"' + scen["cc"].rstrip(".") + '."', scen["cc"]]))
    S("History of present illness", T(x, scen["hpi"]))
    pmh = r.sample(C.PMH, r.randint(4, 8))
    if r.random() < 0.4:
        pmh_extra = T(x, "Hospitalized at {OHOSP} {DR:-%d:-%d} for %s." % (
            r.randint(200, 260), r.randint(190, 199), r.choice(["pneumonia", "CHF exacerbation", "cellulitis", "a GI bleed"])))
    else:
        pmh_extra = ""
    S("Past medical history", ["%d. %s" % (i, p) for i, p in enumerate(pmh, 1)] if r.random() < 0.5 else ", ".join(pmh) + ".")
    if pmh_extra:
        parts.append(pmh_extra)
    psh = r.sample(C.PSH, r.randint(1, 4))
    psh_t = []
    for p in psh:
        psh_t.append(T(x, r.choice(["%s ({Y:-%d})" % (p, r.randint(1, 30)), "%s in {Y:-%d}" % (p, r.randint(1, 30)),
                                    "%s, {MY:-%d}" % (p, r.randint(6, 200)), p])))
    S("Past surgical history", "; ".join(psh_t) + ".")
    S("Medications", C.meds_list(x, r.randint(4, 9), numbered=r.random() < 0.5))
    S("Allergies", r.choice(C.ALLERGIES))
    S("Social history", B.social_history(x, n=r.randint(4, 6)))
    S("Family history", B.family_history(x))
    S("Review of systems", C.ros(x))
    ex = ["VITAL SIGNS: " + C.vitals(x)] + C.exam(x, caps=x.layout != "title-case", n=r.randint(6, 9))
    S("Physical examination", ex)
    S("Laboratory data", [T(x, "Labs {D:0}: ") + C.bmp(x), C.cbc(x), C.misc_labs(x) + "."])
    S("Assessment and plan", [T(x, "{PT} is a {AGEN} admitted with %s." % scen["dx"].lower())] +
      ["%d. %s" % (i, T(x, p)) for i, p in enumerate(scen["plan"], 1)])
    S("Code status", T(x, r.choice(["Full code, confirmed with patient.", "DNR/DNI per MOLST dated {DF:-%d}." % r.randint(20, 700),
                                    "Full code."])) + " " + B.hcp_line(x))
    if r.random() < 0.5:
        S("Disposition", T(x, "Anticipate discharge in {N:2:5} days, likely home. Case management notified."))
    parts.append("")
    if res:
        parts.append("Seen and discussed with attending %s, who agrees with the plan." % x.DOC(att, "dr"))
        parts.append(x.DOC(res, "full_cred") + ", pager " + P("PHONE", fake.pager(r)))
        parts.append("")
    parts.append(B.dictation_footer(x, att, x.anchor, cc=B.cc_pcp(x) if r.random() < 0.4 else None))
    return "\n".join(parts), {"scenario": scen["key"]}


def _soap_day(x, scen, day, first=False):
    r = x.r
    d = x.anchor + dt.timedelta(days=day)
    fmt = "wk_dm" if x.L.dmy else "wk_md"
    head = r.choice(["%s - HOSPITAL DAY #%d", "%s  HD %d", "PROGRESS NOTE %s (day %d)", "%s, hospital day %d"])
    hd = head.replace("%s", x.D(d, fmt if r.random() < 0.7 else None), 1).replace("%d", str(day + 1))
    out = [hd]
    S = r.choice([
        "S: {PT} feels {CH:better|about the same|tired but better|worse overnight}. {CH:Slept well.|Poor sleep, noisy roommate.|No chest pain.|Some nausea after breakfast.} "
        "{CH:Ate 50% of breakfast.|Walking with PT.|Asking when {he} can go home.|{His} {CH:daughter {FAM:dau:daughter}|{SPOUSE}|son {FAM:son:son}} at bedside.}",
        "S: Overnight events: {CH:none|one episode of hypotension to 88/50, responded to 500 mL bolus|rapid response called at 0215 for desaturation, placed on 4 L|pulled out IV}. "
        "{PT} reports {CH:improved breathing|less pain|ongoing cough}.",
        "S: Seen at bedside{CH:, {SPOUSE} present| with the interpreter|}. {PTF} says {he} is {CH:breathing easier|sore but walking|anxious about going home}.",
    ])
    out.append(T(x, S))
    out.append("O: " + C.vitals(x))
    out.append("   I/O %d/%d, wt %.1f kg. " % (r.randint(600, 2400), r.randint(900, 4100), r.uniform(55, 130)) +
               r.choice(C.EXAM_LINES[3][1]) + " " + r.choice(C.EXAM_LINES[6][1]))
    lab_d = x.D(d, short=True)
    out.append("Labs (%s): %s" % (lab_d, C.bmp(x, r.choice(["abbr", "words", "slash"]))))
    out.append("   CBC: " + C.cbc(x, "abbr") + ". " + (C.misc_labs(x) + "." if r.random() < 0.5 else ""))
    if r.random() < 0.6:
        out.append(T(x, r.choice([
            "Abx: ceftriaxone {DR:%d:%d} (day %d), azithromycin completed." % (-day, 0, day + 1),
            "Micro: blood cx {D:%d} x2 NGTD at 48h; urine cx {D:%d} >100K E. coli, sens pending." % (-day, -day),
            "Micro: sputum cx {D:%d} normal flora. MRSA nares negative." % (-day),
            "Imaging: CXR {D:%d} (acc {ACCN}) improved effusions." % (-r.randint(0, day)),
            "Echo {D:%d}: EF 35-40%%, mild MR." % (-r.randint(0, day)),
        ])))
    out.append("A/P: " + r.choice(["%s %s with %s, " % (x.AGE(style=r.choice(["yo", "yoc", "y/o"])),
                                                       "M" if x.sex == "M" else "F", scen["dx"].lower()),
                                   "%s - " % scen["dx"]]) +
               r.choice(["improving.", "slowly improving.", "stable.", "clinically better, labs improving."]))
    plans = [T(x, p) for p in r.sample(scen["plan"], min(len(scen["plan"]), r.randint(2, 4)))]
    for i, p in enumerate(plans, 1):
        out.append("  %d) %s" % (i, p))
    extra = r.choice([
        "  - D/w {DOC:cards:cardiology} (pager {PAGER}); agrees.",
        "  - Called {his} {CH:daughter {FAM:dau:daughter}|son {FAM:son:son}|{SPOUSE}} at {PHONE}, updated.",
        "  - Case management ({RN:cm}) working on placement at {REHAB}.",
        "  - PT/OT following. Dispo: home {WK:%d} if labs stable." % (day + r.randint(1, 3)),
        "  - Nursing ({RN:rn}) reports good PO intake.",
        "  - Hold AM lasix; recheck K/Mg; Foley out today.",
    ])
    out.append(T(x, extra))
    return "\n".join(out)


def progress_note(x):
    r = x.r
    scen = r.choice(C.SCEN)
    x.fit_age(*scen["ages"])
    att = x.staff("att", "physician")
    res = x.staff("res", r.choice(["resident", "np"]))
    start = r.randint(1, 4)
    ndays = r.choice([1, 2, 2, 3])
    parts = []
    title = r.choice(["PROGRESS NOTE", "MEDICINE DAILY PROGRESS NOTE", "INTERNAL MEDICINE PROGRESS NOTES",
                      "HOSPITALIST PROGRESS NOTE"])
    if r.random() < 0.5:
        parts.append(B.hosp_banner(x, with_addr=False))
    parts.append(title)
    f = [("Patient", x.PT(r.choice(["lf_caps", "lf", "full"]))), ("MRN", P("MRN", x.mrn))]
    if r.random() < 0.6:
        f.append(("Acct", P("ACCOUNT", x.acct)))
    f.append(("DOB", x.D(x.dob)))
    f.append(("Admit", x.D(x.anchor)))
    f.append(("Attending", x.DOC(att, r.choice(["dr", "full_cred", "lf_caps"]))))
    f.append(("Location", T(x, r.choice(["{UNIT} ", ""]).replace("{UNIT}", P("HOSPITAL", r.choice(pools.UNIT_NAMES)))) + x.room_bed()))
    parts.append(B.header_block(x, f, style=r.choice(["form", "pipes"])))
    parts.append("")
    parts.append(T(x, "ID: {PT} is a {AGEN} admitted {D:0} with %s." % scen["dx"].lower()))
    parts.append("")
    for k in range(ndays):
        parts.append(_soap_day(x, scen, start + k))
        sign = r.choice([
            "-- %s, pager %s" % (x.DOC(res, "full_cred"), P("PHONE", fake.pager(r))),
            "%s %s (%s)" % (x.DOC(res, r.choice(["full", "init_last"])), res.cred, P("USERNAME", res.username(r))),
            "Signed: %s  %s %02d:%02d" % (x.DOC(res, "full_cred"), x.D(x.anchor + dt.timedelta(days=start + k), short=True),
                                         r.randint(6, 20), r.randint(0, 59)),
        ])
        parts.append(sign)
        parts.append("")
    parts.append(r.choice(["ATTENDING ATTESTATION:", "Attending note:", "TEACHING PHYSICIAN STATEMENT:"]))
    parts.append(T(x, "I saw and examined the patient on {D:%d} with %s and agree with the findings and plan "
                      "as documented above, with the following additions: %s" % (
                          start + ndays - 1, x.DOC(res, r.choice(["dr", "first", "full"])),
                          r.choice(["continue current diuresis; likely discharge in 24-48 hours.",
                                    "goals of care discussed with the family; remains full code.",
                                    "will obtain PT evaluation before discharge.",
                                    "no Swan-Ganz needed; clinically euvolemic by exam.",
                                    "agree with holding anticoagulation until GI clears."]))))
    parts.append(T(x, r.choice([
        "%s  {DF:%d}" % (x.DOC(att, "full_cred"), start + ndays - 1),
        "Electronically signed: %s on {DF:%d} from %s" % (x.DOC(att, "full_cred"), start + ndays - 1, P("IPADDR", fake.ip(r))),
        "%s, attending hospitalist. Pager %s." % (x.DOC(att, "full_cred"), P("PHONE", fake.pager(r))),
    ])))
    return "\n".join(parts), {"scenario": scen["key"]}
