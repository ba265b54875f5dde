"""Genres: sports injury assessment, physiotherapy treatment log, MRI report, clearance letter."""
import clin as K
import core as C
from ctx import Ctx, dname, header, pt_block, sign, transcr

TESTS = {
    "knee": [("Knee flexion ROM (deg)", 95, 145), ("Knee extension (deg)", -8, 4), ("Single-leg hop (cm)", 80, 190),
             ("Triple hop (cm)", 300, 560), ("Quad isometric (Nm/kg)", 18, 32)],
    "hip": [("Hip IR (deg)", 15, 45), ("Hip flexion (deg)", 95, 125), ("Single-leg hop (cm)", 80, 190), ("Adductor squeeze (mmHg)", 150, 260)],
    "shoulder": [("Shoulder ER at 90 abd (deg)", 60, 110), ("Shoulder IR at 90 abd (deg)", 25, 65), ("Grip strength (kg)", 25, 60),
                 ("ER isometric (N)", 90, 180)],
    "ankle": [("Ankle DF knee-to-wall (cm)", 4, 14), ("Calf raises to fatigue", 12, 35), ("Single-leg hop (cm)", 80, 190),
              ("Y-balance anterior (cm)", 55, 80)],
}
TESTS["thigh"] = TESTS["hip"][:2] + [("Hamstring 90/90 (deg)", 60, 90), ("Nordic force (N)", 250, 450)]
TESTS["groin"] = TESTS["hip"]
POSITIONS = ["midfielder", "centre-back", "wing", "goalkeeper", "point guard", "scrum-half", "full-forward",
             "corner-back", "setter", "forward", "hooker", "wicket-keeper"]


def clinic_head(n, x, title):
    rng = x.rng
    n.f("{HOSPITAL}\n", x.clinic)
    if rng.random() < 0.6:
        x.haddr.write(n, rng)
        n.t("\n")
    n.f(rng.choice(["T: {PHONE}  E: {EMAIL}\n", "Tel {PHONE} | {EMAIL}\n"]), x.hphone, x.clinic_email)
    n.t("\n" + title + "\n\n" if title else "\n")


def sports_assessment(rng, country, lower):
    minor = rng.random() < 0.35
    x = Ctx(rng, country, min_age=14 if minor else 18, max_age=17 if minor else 44)
    n = C.Note(lower)
    sp = rng.choice([s for s in K.SPORTS if x.age >= 30 or s["k"] not in ("rc", "ach")])
    side = x.side()
    inj = C.add(x.visit, -rng.randint(1, 20))
    clinic_head(n, x, rng.choice(["SPORTS INJURY ASSESSMENT", "Sports Medicine - Initial Assessment", "Athlete Injury Evaluation"]))
    n.f("Athlete: {PATIENT}", x.pt.fml if rng.random() < 0.5 else x.pt.LF)
    if x.pt.nick:
        n.f(' ("{PATIENT}")', x.pt.nick)
    n.f("   DOB {DATE}   Age {AGE}\n", x.d(x.dob), str(x.age))
    n.f("Sport: " + x.sport + " - " + rng.choice(x.positions) + ", {ORGANIZATION}" + rng.choice(([" U-16", " U-17", " JV", " minor grade"] if minor else
                                                                                                     [" (senior panel)", " U-19", " varsity", " club level", ""])) + "\n", x.club)
    n.f("Coach: {FAMILY}", C.make_person(rng, country, nick_p=0).fl)
    n.t("   Team " + ("athletic trainer" if x.us else "physio") + ": ")
    dname(n, x.at if x.us else x.physio, rng, "full_cred")
    n.t("\n")
    if minor:
        n.f("Parent/guardian: {FAMILY} ({PHONE})\n", x.parent.fl, x.kin_phone)
    else:
        n.f("Occupation: {PROFESSION}\n", x.prof)
    n.f("Date of injury: {DATE}", x.d(inj))
    n.f(" - " + rng.choice(["match vs ", "training session, opposition ", "tournament game against "]) + "{ORGANIZATION}", x.club2)
    if rng.random() < 0.6:
        n.f(" at {LOCATION_OTHER}", x.venue)
    n.f("\nDate of assessment: {DATE}\n\n", x.d(x.visit))
    n.t("Mechanism: " + sp["mech"].capitalize() + " (" + side + " " + sp["joint"] + "). ")
    n.t(rng.choice(["Unable to continue. ", "Played on for 10 minutes then substituted. ", "Iced pitch-side, crutches provided. "]))
    n.t("\nPrevious injuries: ")
    if rng.random() < 0.6:
        n.f(rng.choice(["contralateral ankle sprain ", "ipsilateral hamstring strain ", "shoulder subluxation "]) + "{DATE}", str(inj.year - rng.randint(1, 4)))
        if rng.random() < 0.5:
            n.f("; concussion {DATE}", C.month_year(C.add(inj, -rng.randint(200, 900)), rng))
        n.t(".\n")
    else:
        n.t("nil significant.\n")
    n.t("Training load: " + str(rng.randint(3, 9)) + " sessions/wk, ~" + str(rng.randint(6, 16)) + " h/wk. Pain NRS " + str(rng.randint(2, 8)) + "/10.\n")
    n.t("\nExamination: " + sp["exam"] + ".\n")
    n.t("\n| Test | Right | Left |\n|---|---|---|\n")
    for tname, lo, hi in rng.sample(TESTS[sp["joint"]], 4):
        a = rng.randint(lo, hi)
        b = a - rng.randint(0, max(1, (hi - lo) // 3))
        r, l = (b, a) if side == "right" else (a, b)
        n.t("| " + tname + " | " + str(r) + " | " + str(l) + " |\n")
    n.t("Beighton score " + str(rng.randint(0, 6)) + "/9. " + rng.choice(["SCAT6 not indicated.", "SCAT6 symptom score 0/22, no head contact.",
                                                                         "Y-balance anterior reach asymmetry 6 cm."]) + "\n")
    n.t("\nAssessment: " + side.capitalize() + " " + sp["dx"] + ".\n")
    n.t("Plan: " + sp["plan"] + ". ")
    if rng.random() < 0.6:
        n.f("MRI requested (order {IDNUM}). ", "ORD-" + C.digits(rng, 7))
    n.t("Estimated return to play: " + sp["rtp"] + ".\n")
    n.f("Review {DATE}", x.dd(rng.choice([7, 10, 14, 21])))
    if minor:
        n.f("; plan discussed with {FAMILY} in person", x.parent.first)
    else:
        n.f("; " + x.his() + " {PROFESSION} work " + rng.choice(["modified for 2/52", "unaffected", "on hold"]), x.prof)
    n.t(".\n")
    if rng.random() < 0.5:
        n.f("Athlete login for the rehab app: {USERNAME}\n", C.slug(x.pt.known) + C.digits(rng, 2))
    n.t("\n")
    sign(n, x, x.sports)
    return n


EXS = {
    "knee": ["quad sets, SLR 3x10", "heel slides, patellar mobs", "stationary bike 10 min", "mini squats 0-45 deg 3x12",
             "step-ups 15 cm 3x10", "leg press 80 kg 3x8", "hop-and-stick drills", "terminal knee extension with band"],
    "hip": ["glute bridges 3x12", "clamshells with band", "sit-to-stand 3x10", "side-lying hip abduction", "stationary bike 10 min",
            "step-ups 15 cm 3x10", "hip hinge drills"],
    "shoulder": ["pendular exercises", "AAROM pulley", "banded ER/IR 3x15", "scapular setting, wall slides", "table slides",
                 "isometric ER/IR", "prone Y-T-W"],
    "ankle": ["eccentric heel drops 3x15", "calf raises 3x15", "single-leg balance on foam 4x30 s", "band eversion 3x15",
              "alphabet ankle ROM", "lateral hops"],
    "thigh": ["Nordic curls 3x5", "isometric hamstring bridge", "single-leg RDL", "sled push 4 x 20 m", "A-skips"],
    "groin": ["Copenhagen plank 3x20 s", "adductor squeeze 5x10 s", "lateral band walks", "sumo squat"],
}
MODS = ["soft tissue massage", "ice 15 min", "dry needling", "taping (rigid)", "joint mobilisation gr III",
        "NMES to quads", "TENS", "education re: load management"]
OBJ = {"knee": ["effusion +", "no effusion", "quads lag 5 deg", "gait antalgic"], "hip": ["Trendelenburg +ve", "gait normal", "uses 1 crutch"],
       "shoulder": ["scap dyskinesis", "painful arc", "no hitching"], "ankle": ["swelling +", "hops pain-free", "SEBT asym 5 cm"],
       "thigh": ["pain on resisted flexion", "SLR 80 deg", "no pain on sprint drill"], "groin": ["squeeze 4/10", "squeeze 1/10", "pain-free cutting"]}
ROMW = {"knee": "knee flex", "hip": "hip flex", "shoulder": "FF", "ankle": "DF", "thigh": "SLR", "groin": "hip abd"}
OUTC = {"knee": ["KOOS", "Oxford Knee Score", "IKDC"], "hip": ["Oxford Hip Score", "HOOS", "iHOT-12"],
        "shoulder": ["QuickDASH", "SPADI", "Oxford Shoulder Score"], "ankle": ["LEFS", "FAAM-ADL"], "thigh": ["LEFS"], "groin": ["HAGOS", "LEFS"]}
POSTOP = [("total knee replacement", "knee", 1), ("total hip replacement", "hip", 1), ("arthroscopic rotator cuff repair", "shoulder", 1),
          ("ankle ORIF", "ankle", 1), ("ACL reconstruction", "knee", 0), ("Bankart repair", "shoulder", 0), ("meniscal repair", "knee", 0),
          ("ankle ORIF", "ankle", 0), ("arthroscopic rotator cuff repair", "shoulder", 0)]


def holiday(d, us):
    m = d.month
    table = {12: "Christmas", 1: "New Year's Day", 3: "Easter" if us else "St. Patrick's Day", 4: "Easter",
             10: "Halloween", 11: "Thanksgiving" if us else "", 7: "Independence Day" if us else "", 9: "Labor Day" if us else ""}
    return table.get(m, "")


def physio_log(rng, country, lower):
    x = Ctx(rng, country, min_age=17, max_age=82)
    n = C.Note(lower)
    post = rng.random() < 0.55 or x.age >= 55
    if post:
        pr, joint, _ = rng.choice([p for p in POSTOP if p[2] == (1 if x.age >= 50 else 0)])
    else:
        sp = rng.choice(K.SPORTS)
        pr, joint = sp["dx"], sp["joint"]
    if x.us:
        title = rng.choice(["PHYSICAL THERAPY TREATMENT LOG", "Physical Therapy Daily Notes / Flowsheet", "Outpatient PT - Treatment Record"])
    else:
        title = rng.choice(["PHYSIOTHERAPY TREATMENT LOG", "MSK Physiotherapy - Treatment Record", "Physiotherapy Daily Notes"])
    clinic_head(n, x, title)
    pt_block(n, x, rng.choice([("name", "dob", "mrn"), ("name", "dob", "phone"), ("name", "age", "ins")]))
    if post:
        sdate = C.add(x.visit, -rng.randint(10, 40))
        n.f("Diagnosis: " + x.side() + " " + pr + " performed {DATE} by ", x.d(sdate))
        dname(n, x.surg, rng, "title_last")
        n.f(" at {HOSPITAL}\n", x.hosp)
    else:
        n.t("Diagnosis: " + x.side() + " " + pr + "\n")
    n.t("Referred by: ")
    dname(n, x.gp if rng.random() < 0.5 else x.sports, rng)
    n.t("\nTreating " + ("PT" if x.us else "physiotherapist") + ": ")
    n.f("{DOCTOR}, " + x.physio.cred + " (", x.physio.fl)
    C.lic_line(n, x.physio, rng)
    n.t(")\n")
    if x.us and rng.random() < 0.7:
        n.f("Authorization #{IDNUM} - " + str(rng.randint(8, 24)) + " visits approved through {DATE}\n", "PA" + C.digits(rng, 8), x.dd(rng.randint(40, 90)))
    asst = C.make_clin(rng, country, "physio")
    n.t("\n| # | Date | Clin | S | O | Tx | Plan |\n|---|---|---|---|---|---|---|\n")
    d = x.visit
    rows = rng.randint(5, 10)
    rom = rng.randint(40, 85)
    pain = rng.randint(5, 8)
    for i in range(rows):
        n.t("| " + str(i + 1) + " | ")
        if rng.random() < 0.6:
            n.e("DATE", C.fd_short(d, x.c))
        else:
            n.e("DATE", x.d(d))
        n.t(" | ")
        who = x.physio if rng.random() < 0.7 else asst
        n.e("DOCTOR", who.ini2 if rng.random() < 0.6 else who.fi_last)
        if rng.random() < 0.12:
            n.t(" | DNA - " + rng.choice(["no call", "rang to cancel, car trouble", "unwell"]) + " | - | - | rebook |\n")
        else:
            n.t(" | pain " + str(pain) + "/10, " + rng.choice(["sleeping better", "stiff AM", "sore after work", "walking 20 min", "no giving way"]) +
                " | " + ROMW[joint] + " " + str(rom) + " deg, " + rng.choice(OBJ[joint]) +
                " | " + "; ".join(rng.sample(EXS[joint], 2)) + ", " + rng.choice(MODS) + " | " +
                rng.choice(["progress HEP", "cont.", "add load", "review with surgeon" if post else "review with sports physician"]) + " |\n")
        d = C.add(d, rng.choice([2, 3, 4, 7]))
        rom = min(rom + rng.randint(3, 12), 140 if joint in ("knee", "shoulder") else 110)
        pain = max(pain - rng.randint(0, 2), 0)
    n.t("\nHome exercise programme: ")
    n.f("{URL}", rng.choice(["https://", "www.", ""]) + rng.choice(["hep", "rehab", "myexercises"]) + "." + rng.choice(["example.com", "example.org"]) +
        "/" + rng.choice(["p/", "plan/", "u/"]) + C.letters(rng, 3).lower() + C.digits(rng, 4))
    n.t(" (" + rng.choice(["access code", "PIN"]) + " sent by SMS)\n")
    n.t("Outcome measures: " + rng.choice(OUTC[joint]))
    n.f(" {DATE}: " + str(rng.randint(20, 45)) + "  ->  {DATE}: " + str(rng.randint(46, 80)) + "\n", x.d(x.visit), x.d(C.add(d, -2)))
    if rng.random() < 0.5:
        n.f("Patient requests updates by e-mail ({EMAIL}); consent documented.\n", x.email)
    hol = holiday(d, x.us)
    if rng.random() < 0.5:
        rel, who = x.kin()
        n.f("Note: " + rel + " {FAMILY} drives " + x.him() + " to sessions", who.first)
        if hol:
            n.f("; clinic closed over {DATE}, next block rebooked", hol)
        n.t(".\n")
    n.t("\n")
    sign(n, x, x.physio)
    return n


def mri_report(rng, country, lower):
    x = Ctx(rng, country, min_age=16, max_age=80)
    n = C.Note(lower)
    knee = rng.random() < 0.55
    side = x.side()
    part = "KNEE" if knee else "SHOULDER"
    n.f("{HOSPITAL}", x.hosp)
    n.t(" - " + rng.choice(["Department of Radiology", "Diagnostic Imaging", "MRI Unit"]) + "\n")
    n.t("EXAM: MRI " + side.upper() + " " + part + " " + rng.choice(["WITHOUT CONTRAST", "WITHOUT IV CONTRAST", "(NON-CONTRAST)", "ARTHROGRAM"]) + "\n")
    n.f("Accession: {IDNUM}", rng.choice(["MR", "RAD", ""]) + C.digits(rng, rng.choice([7, 8, 9])))
    if rng.random() < 0.5:
        n.f("   Order: {IDNUM}", C.digits(rng, 8))
    n.t("\n")
    pt_block(n, x, rng.choice([("name", "mrn", "dob", "sex"), ("name", "mrn", "age"), ("name", "dob", "mrn", "acct")]), inline=rng.random() < 0.4)
    n.f("Exam date: {DATE} %02d:%02d\n" % (rng.randint(7, 21), rng.randint(0, 59)), x.d(x.visit))
    n.t("Referring: ")
    dname(n, rng.choice([x.surg, x.sports, x.gp]), rng)
    if rng.random() < 0.4:
        n.f(" (fax {FAX})", x.gpfax)
    n.t("\n\nCLINICAL HISTORY: ")
    n.f("{AGE}" + rng.choice([" yo ", "-year-old ", "", " y "]) + x.sexw() + ", ", str(x.age))
    inj = C.add(x.visit, -rng.randint(5, 120))
    if knee:
        n.t(rng.choice(["twisting injury", "pivoting injury", "fall onto knee", "locking and giving way"]) + " playing " + x.sport)
    else:
        n.t(rng.choice(["anterior dislocation", "fall on outstretched arm", "overhead pain and weakness", "tackle injury"]))
    n.f(" on {DATE}. ", x.d(inj))
    n.t(rng.choice(["? meniscal tear.", "? ACL.", "Query internal derangement."] if knee else
                   ["? cuff tear.", "? labral injury.", "? Bankart lesion."]) + "\n")
    n.t("\nTECHNIQUE: " + rng.choice(["1.5T", "3T"]) + " multiplanar multisequence MRI: PD FS axial/coronal/sagittal, T1 coronal, T2 sagittal.\n")
    n.t("COMPARISON: ")
    if rng.random() < 0.6:
        n.f("Radiographs dated {DATE}.\n", x.d(C.add(inj, rng.randint(0, 3))))
    else:
        n.t("None available.\n")
    n.t("\nFINDINGS:\n")
    rows = K.MRI_KNEE if knee else K.MRI_SHOULDER
    imp = []
    for name, opts in rows:
        v = rng.choice(opts)
        n.t(name + ": " + v + "\n")
        if not v.startswith(("Intact", "Normal", "Preserved", "No ", "Unremarkable", "Quadriceps")):
            imp.append(name.split(" /")[0] + " - " + v)
    n.t("\nIMPRESSION:\n")
    for i, s in enumerate(imp[:4] or ["No internal derangement."]):
        n.t(str(i + 1) + ". " + s + "\n")
    if rng.random() < 0.4:
        n.t("Findings discussed with ")
        dname(n, x.sports, rng, "title_last")
        n.f(" by phone at %02d:%02d on {DATE}.\n" % (rng.randint(8, 18), rng.randint(0, 59)), x.d(x.visit))
    n.t("\n")
    n.t("Reported by: ")
    dname(n, x.rad, rng, "full_cred")
    n.t(", " + ("Radiologist" if x.us else "Consultant Radiologist") + "\n")
    if rng.random() < 0.5:
        C.lic_line(n, x.rad, rng)
        n.t("\n")
    k = rng.randrange(3)
    if k == 0:
        n.f("Images: PACS node {IPADDR}, station MR" + str(rng.randint(1, 3)) + "\n", x.ip)
    elif k == 1:
        n.f("Report generated by {USERNAME} on {DATE}\n", x.rad.uname, x.d(x.visit))
    if rng.random() < 0.4:
        transcr(n, x)
    return n


SPORT_OP = {"acl": "ACL reconstruction (hamstring autograft)", "men": "arthroscopic meniscal repair", "disl": "arthroscopic Bankart repair",
            "rc": "arthroscopic rotator cuff repair", "fai": "hip arthroscopy with cam osteochondroplasty", "ach": "Achilles tendon repair",
            "acj": "AC joint reconstruction", "pt": "patellar tendon debridement"}
BRACE = {"knee": "functional knee brace", "ankle": "lace-up ankle brace", "shoulder": "shoulder stabilising brace"}


def clearance_letter(rng, country, lower):
    x = Ctx(rng, country, min_age=16, max_age=66)
    n = C.Note(lower)
    work = rng.random() < 0.55
    doc = x.surg if rng.random() < 0.4 else x.sports
    sp = rng.choice(K.SPORTS)
    fr = rng.choice(K.FRACTURES)
    clinic_head(n, x, "")
    n.f("{DATE}\n\n", x.d(x.visit) if rng.random() < 0.7 else C.fd_wk(x.visit, x.c, rng))
    if work:
        r = rng.randrange(3)
        if r == 0:
            n.f("To: Occupational Health / HR, {ORGANIZATION}\n", x.employer)
        elif r == 1:
            n.f("Attn: {FAMILY}, " + rng.choice(["Site Supervisor", "Line Manager", "HR Business Partner"]) + ", {ORGANIZATION}\n", C.make_person(rng, country, nick_p=0).fl, x.employer)
        else:
            n.t("To Whom It May Concern\n")
    else:
        if rng.random() < 0.5:
            n.f("Dear " + rng.choice(["Coach", "Mr", "Ms"]) + " {FAMILY},\n", C.make_person(rng, country, nick_p=0).last)
        else:
            n.f("To the athletic department, {ORGANIZATION}\n", x.club)
    n.t("\nRe: ")
    n.f("{PATIENT}", x.pt.fml)
    n.f(", DOB {DATE}", x.d(x.dob))
    if work and rng.random() < 0.6:
        n.f(", Employee ID {IDNUM}", "EMP" + C.digits(rng, 6))
    if rng.random() < 0.4:
        n.f(", {MRN}", x.mrn)
    n.t("\n" + ("RETURN TO WORK CLEARANCE" if work else "RETURN TO SPORT CLEARANCE") + "\n\n")
    inj = C.add(x.visit, -rng.randint(40, 200))
    dx = fr["dx"] if work else sp["dx"]
    title = x.pt.title(rng)
    n.f("I have been treating " + title + " {PATIENT} since {DATE} for a " + x.side() + " " + dx + ". ", x.pt.last, x.d(inj))
    if rng.random() < 0.5 and ((work and fr["op"] != "n/a" and not fr["op"].startswith("n/a")) or (not work and sp["k"] in SPORT_OP)):
        surg_done = fr["op"] if work else SPORT_OP[sp["k"]]
        n.f(x.he().capitalize() + " underwent " + surg_done + " on {DATE} at {HOSPITAL}. ",
            x.d(C.add(inj, rng.randint(2, 10))), x.hosp)
    n.t(x.he().capitalize() + " has completed a course of " + ("physical therapy" if x.us else "physiotherapy") + " with ")
    n.f("{DOCTOR}", x.physio.fl)
    n.t(" and has regained " + rng.choice(["full range of motion", "symmetric strength (LSI > 90%)", "pain-free function", "near-normal ROM"]) + ".\n\n")
    if work:
        full = rng.random() < 0.5
        n.f(title + " {PATIENT}, who works as a {PROFESSION}, is cleared for " + ("FULL DUTY without restriction" if full else "MODIFIED DUTY") + " effective {DATE}.\n",
            x.pt.last, x.prof, x.dd(rng.randint(1, 7)))
        if not full:
            n.f("Restrictions until {DATE}:\n", x.dd(rng.randint(21, 60)))
            for r in rng.sample(["no lifting > 20 lb (9 kg)", "no ladders or work at height", "sit/stand as needed", "no kneeling or squatting",
                                 "max 6-hour shifts", "no operation of heavy machinery", "no overhead work with the affected arm"], 3):
                n.t("  - " + r + "\n")
        if x.us and "driver" in x.prof and rng.random() < 0.9:
            n.f("CDL #{LICENSE} - " + x.he() + " meets the DOT physical requirements from an orthopedic standpoint.\n", x.addr.state + C.digits(rng, 8))
        elif rng.random() < 0.3:
            n.f("Driving licence no. {LICENSE} - fit to resume driving.\n", C.digits(rng, 3) + C.digits(rng, 6))
    else:
        n.t("From an orthopaedic and sports medicine standpoint " + x.he() + " may progress through a graduated return-to-play protocol:\n"
            if not x.us else "From an orthopedic standpoint " + x.he() + " may progress through a graduated return-to-play protocol:\n")
        for i, st in enumerate(["non-contact training", "full-contact training", "return to competition"]):
            n.f("  Stage " + str(i + 1) + " (" + st + ") from {DATE}\n", x.dd(7 * i + rng.randint(0, 3)))
        n.t("A " + BRACE.get(sp["joint"], "compression sleeve") + " is recommended for the remainder of the season.\n")
    n.f("\nRe-evaluation is scheduled for {DATE}. ", x.dd(rng.randint(30, 90)))
    n.f("Please contact my office on {PHONE}", x.hphone)
    if rng.random() < 0.6:
        n.f(" or fax {FAX}", x.hfax)
    n.t(" with any questions.\n\n" + rng.choice(["Sincerely,", "Yours sincerely,", "Kind regards,"]) + "\n\n")
    n.f("{DOCTOR}, " + doc.cred + "\n", doc.fml)
    C.lic_line(n, doc, rng)
    n.t("\n")
    if rng.random() < 0.4:
        n.f("cc: {PATIENT}; {DOCTOR} (" + ("PCP" if x.us else "GP") + ")\n", x.pt.fl, x.gp.fl)
    return n
