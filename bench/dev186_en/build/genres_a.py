"""Genres: start-of-care assessment, skilled nursing visit, PT/OT home visit."""
import clin
import core
from bits import (demo_block, doc, esign, fam, family_line, hdr_agency, pname, ptref, staff)
from case import D, N, addr_segs


def _cap(s):
    return s[:1].upper() + s[1:]


def _dx_block(rng, b, c):
    b.f("M1021 Primary Diagnosis: {d} ({i})\n", d=c.dx[0], i=c.dx[1])
    b.t("M1023 Other Diagnoses:\n")
    for j, x in enumerate(c.comorb):
        b.t("  %s. %s -- %s\n" % ("abcdef"[j], x[1], x[0]))


def _social(rng, b, c):
    b.t("SOCIAL / ENVIRONMENT:\n")
    k = rng.randint(0, 2)
    if k == 0:
        b.f("{P} is a retired {pr:PROFESSION} who worked at {em} for {n} years. ", P=c.He, pr=c.prof,
            em=core.place(c.employer, "ORGANIZATION"), n=str(rng.randint(8, 41)))
    elif k == 1:
        b.f("Former {pr:PROFESSION}; born in {co}, came to {ci:CITY} in {y:DATE}. ", pr=c.prof,
            co=core.place(c.country, "COUNTRY"), ci=c.home.city, y=str(c.dob.year + rng.randint(18, 40)))
    else:
        b.f("Worked as a {pr:PROFESSION} until {y:DATE}. ", pr=c.prof, y=str(c.dob.year + rng.randint(55, 66)))
    if c.spouse_alive and c.cg is not c.spouse:
        b.f("Married to {s}. ", s=[fam(rng, c.spouse, ["full", "first"])])
    elif not c.spouse_alive:
        yd = rng.randint(1, 15)
        b.f("Widowed; {r} {s} died in {y:DATE}", r="husband" if c.spouse.sex == "M" else "wife",
            s=[fam(rng, c.spouse, ["first", "full"])], y=str(c.today.year - yd))
        if rng.random() < 0.5:
            b.f(" at {a:AGE}", a=str(max(45, c.age - yd + rng.randint(-5, 5))))
        b.t(". ")
    b.seg(family_line(rng, c))
    b.t(" ")
    b.f("{r} {n} lives in {ci:CITY}, {st:STATE} and visits {fr}.\n", r=c.f2_rel.capitalize(),
        n=[fam(rng, c.fam2, ["full", "first"])], ci=c.cg_city[0], st=c.cg_city[2],
        fr=rng.choice(["monthly", "on weekends", "every other week", "rarely"]))
    home = rng.choice(["Two-story home, bedroom and full bath on 2nd floor, 14 steps with L rail.",
                       "Single-level ranch, 3 steps to enter with no rails.",
                       "Mobile home, ramp in place, narrow hallway limits walker use.",
                       "2nd-floor apartment, elevator available, walk-in shower with grab bar."])
    if rng.random() < 0.45:
        b.f("{h} Resides at {bl}; building manager aware of home care visits.\n", h=home,
            bl=core.place(c.building, "LOCATION_OTHER"))
    else:
        b.t(home + " Throw rugs present; removal advised.\n")


def soc(rng, c):
    b = core.NB()
    hdr_agency(rng, b, c, rng.choice(["Start of Care Comprehensive Assessment (OASIS-E1)",
                                      "OASIS Start of Care - Skilled Nursing", "SOC Assessment"]))
    demo_block(rng, b, c)
    b.f("M0090 Date assessment completed: {d}\n", d=[D(c, c.soc)])
    b.f("M0102 Date of physician-ordered SOC: {d}\n", d=[D(c, c.soc)] if rng.random() < 0.5 else ["NA - no specific date ordered"])
    b.f("M0104 Date of referral: {d}\n", d=[D(c, core.add_days(c.dc_hosp, -1))])
    b.f("M1000 Inpatient facility discharged from in past 14 days: 3 - Short-stay acute hospital ({h:HOSPITAL})\n",
        h=c.hosp)
    b.f("M1005 Inpatient discharge date: {d}\n\n", d=[D(c, c.dc_hosp)])
    _dx_block(rng, b, c)
    b.t("\nHISTORY OF PRESENT ILLNESS:\n")
    b.seg(pname(rng, c, ["full", "last_t", "first"]))
    b.t(", ")
    b.seg(core.age_np(rng, c.age, c.sex))
    if c.pt.nick and rng.random() < 0.5:
        b.f(" (prefers \"{n:PATIENT}\")", n=c.pt.nick)
    b.f(", was admitted to {h:HOSPITAL} {d1}-{d2} for {x}. ", h=c.hosp, d1=[N(c, c.admit_hosp, rng)],
        d2=[N(c, c.dc_hosp, rng)], x=c.dx[2])
    b.t(rng.choice([
        "Hospital course notable for IV diuresis with net -4.2 L, transitioned to oral diuretic. ",
        "Treated with IV antibiotics x 5 days, then PO to complete course. ",
        "Underwent ORIF on hospital day 2; WBAT per ortho. ",
        "Required BiPAP x 24 h, weaned to 2 L NC. ",
        "Course complicated by delirium, resolved prior to discharge. "]))
    if rng.random() < 0.5:
        b.f("Was in room {r:LOCATION_OTHER} on the step-down unit. ", r=c.room)
    b.f("Referred by {d} for SN, PT{o}.\n", d=doc(rng, c.pcp), o=rng.choice(["", ", OT", ", OT, MSW", " and HHA"]))
    b.t("\nVITAL SIGNS:\n" + clin.vitals(rng, rng.randint(0, 3)) + "\n")
    b.t("\nSYSTEMS REVIEW:\n")
    b.t("Cardiovascular: %s; cap refill < 3 sec; %s.\n" % (rng.choice(["S1S2 regular", "irregularly irregular",
                                                                    "RRR, soft systolic murmur"]),
                                                         rng.choice(clin.EDEMA)))
    b.t("Respiratory: lungs %s. Dyspneic %s (M1400 = %d).\n" % (rng.choice(clin.LUNGS),
        rng.choice(["with minimal exertion", "walking > 20 ft", "at rest", "never"]), rng.randint(0, 4)))
    b.t("GI: last BM %s; abdomen soft, BS x4. Appetite %s.\n" % (rng.choice(["yesterday", "2 days ago", "today", "4 days ago"]),
                                                                 rng.choice(["fair", "poor", "good", "50% of meals"])))
    b.t("GU: %s.\n" % rng.choice(["continent, voids without difficulty", "urge incontinence, uses briefs",
                                  "16 Fr Foley, clear yellow urine", "nocturia x3"]))
    b.t("Neuro/cognition: %s. BIMS %d/15. PHQ-2 %d.\n" % (rng.choice(clin.COGN), rng.randint(6, 15), rng.randint(0, 5)))
    b.t("Integumentary: Braden %d. %s\n" % (rng.randint(11, 21), rng.choice([
        "Skin intact.", "Stage 2 PI to coccyx 1.2 x 0.8 cm, see wound flowsheet.", "Surgical incision R hip, staples intact, no drainage.",
        "Bruising bilateral forearms (on anticoagulant)."])))
    b.t("Pain: %s.\n" % clin.pain(rng))
    b.t("\nFUNCTIONAL STATUS (OASIS):\n")
    for code, lab in [("M1800", "Grooming"), ("M1810", "Dress upper"), ("M1820", "Dress lower"),
                      ("M1830", "Bathing"), ("M1840", "Toilet transfer"), ("M1850", "Transferring"),
                      ("M1860", "Ambulation")]:
        b.t("  %s %-13s %d\n" % (code, lab, rng.randint(0, 5)))
    b.t("GG0170 mobility: sit to stand %s, walk 50 ft with two turns %s.\n" % (rng.choice(["03", "04", "02"]),
                                                                             rng.choice(["03", "02", "88"])))
    b.t("\n")
    _social(rng, b, c)
    b.t("\nMEDICATIONS: %d meds reviewed, high-risk: %s. Pharmacy: " % (len(c.meds), rng.choice(
        ["anticoagulant", "insulin", "opioid", "anticoagulant, insulin", "none"])))
    b.f("{ph:HOSPITAL} ({pp:PHONE}).\n", ph=c.pharm, pp=c.pharm_phone)
    if rng.random() < 0.6:
        b.f("DME: {o} from {dm}; serial {s:DEVICE}. Supplier phone {dp:PHONE}.\n",
            o=rng.choice(["O2 concentrator 5 L", "hospital bed with alternating pressure mattress",
                          "rolling walker and 3-in-1 commode", "personal emergency response pendant"]),
            dm=core.place(c.dme, "ORGANIZATION"), s=c.serial1, dp=c.dme_phone)
    b.t("\nEMERGENCY PLAN: Tier %d. " % rng.randint(1, 3))
    b.f("Evacuate with {r} to {ci:CITY} if needed. After-hours line {o:PHONE}.\n", r=c.cg_rel,
        ci=c.cg_city[0], o=c.oncall)
    b.t("\nPLAN / FREQUENCY:\nSN %s; PT eval and treat; %s.\n" % (
        rng.choice(["1w1, 2w3, 1w4", "2w2, 1w7", "3w1, 2w2, 1w5", "1w9"]),
        rng.choice(["OT eval", "MSW eval for community resources", "HHA 2w4 for bathing", "no aide needs"])))
    b.t("Goals: %s.\n" % rng.choice(["pt/CG verbalize CHF zones and daily weights by week 3",
                                     "no rehospitalization during episode", "FSBS 80-180 consistently",
                                     "wound reduced 25% in 4 weeks"]))
    b.f("Verbal SOC orders received from {d} on {dt}.\n", d=doc(rng, c.pcp), dt=[N(c, c.soc, rng)])
    if rng.random() < 0.3:
        b.f("Documented by user {u:USERNAME} from tablet.\n", u=c.user_rn)
    b.t("\n")
    esign(rng, b, c, c.rn, c.soc)
    return b


def snv(rng, c):
    b = core.NB()
    d = core.add_days(c.soc, rng.randint(2, 40))
    hdr_agency(rng, b, c, rng.choice(["Skilled Nursing Visit Note", "SN Visit", "Nursing Visit - Routine"]))
    k = rng.randint(0, 2)
    tin = "%02d:%02d" % (rng.randint(8, 15), rng.choice([0, 5, 10, 15, 20, 30, 40, 45, 50]))
    if k == 0:
        b.t("Patient: ")
        b.seg(pname(rng, c, ["LF", "lf", "full"]))
        b.f("   MRN {m:MRN}\nVisit date: {d}   Time in {ti}  Time out {to}\n", m=c.mrn,
            d=[D(c, d)], ti=tin, to="%02d:%02d" % (int(tin[:2]) + 1, rng.randint(0, 59)))
    elif k == 1:
        b.f("{d} | ", d=[(core.dfmt(d, "wlong"), "DATE")])
        b.seg(pname(rng, c, ["full", "LF"]))
        b.f(" | DOB {db} | Visit #{v} | Visit ID {a:ACCOUNT}\n", db=[D(c, c.dob)], v=str(rng.randint(2, 14)),
            a=core.acct(rng))
    else:
        demo_block(rng, b, c, ["name", "mrn", "dob"])
        b.f("Date of service: {d} {ti}\n", d=[D(c, d)], ti=tin)
    b.t("Visit type: %s\n" % rng.choice(["Routine SN visit", "PRN visit", "Recert visit", "Resumption of care"]))
    b.t("Homebound: %s\n\n" % rng.choice(["requires assist of 1 and walker to leave home; taxing effort",
                                          "leaves home only for medical appts; SOB after 15 ft",
                                          "bed-bound", "unsafe to leave home unassisted due to cognition"]))
    b.t("S: ")
    k = rng.randint(0, 3)
    if k == 0:
        b.f("\"I'm sleeping better on two pillows,\" per pt. {r} {n} reports weight up {w} lb since {wd:DATE}.\n",
            r=c.cg_rel.capitalize(), n=[fam(rng, c.cg)], w=str(rng.randint(1, 4)),
            wd=core.WDAYS[core.add_days(d, -rng.randint(2, 4)).weekday()])
    elif k == 1:
        b.seg(ptref(rng, c))
        b.t(" c/o %s. Denies CP, fever, dysuria.\n" % rng.choice(["fatigue", "poor appetite", "R knee stiffness",
                                                              "constipation", "dizziness on standing"]))
    elif k == 2:
        b.f("Pt reports {s}. {r} {n} at bedside, asks about {q}.\n", s=rng.choice(["feeling 'about the same'",
            "more energy", "cough at night"]), r=c.cg_rel.capitalize(), n=[fam(rng, c.cg, ["first", "full"])],
            q=rng.choice(["the new water pill", "when PT starts", "home oxygen", "bathing assistance"]))
    else:
        b.t("Pt states glucose readings 'all over the place' this week; log reviewed: fasting 96-244.\n")
    b.t("O: " + clin.vitals(rng, rng.choice([0, 1, 2])) + "\n")
    b.t("Lungs %s. %s. %s. Pain %s.\n" % (rng.choice(clin.LUNGS), _cap(rng.choice(clin.EDEMA)),
                                          rng.choice(clin.COGN), clin.pain(rng)))
    if rng.random() < 0.5:
        b.t("FSBS %d mg/dL at %s. " % (rng.randint(68, 320), rng.choice(["10:15", "11:40", "14:05", "09:30"])))
    if rng.random() < 0.4:
        b.f("Labs drawn via venipuncture L AC: {l}; specimen {s:IDNUM} delivered to lab.\n",
            l=rng.choice(["BMP, CBC", "PT/INR", "CMP, Mg", "BMP"]), s=c.spec)
    else:
        b.t("\n")
    b.t("\nInterventions / Teaching:\n")
    teach = ["CHF zones reviewed, teach-back successful", "Daily weight log reinforced",
             "Insulin pen technique observed, correct", "Med box filled x 2 weeks",
             "Fall precautions reviewed", "S/S infection at incision reviewed", "Bowel regimen reinforced",
             "Inhaler technique corrected (spacer)", "Foley care reviewed with CG", "Low Na diet handout given"]
    for x in rng.sample(teach, rng.randint(2, 5)):
        b.t("- " + x + "\n")
    if rng.random() < 0.6:
        b.f("\nCalled {d} office at {p:PHONE} re: {w}; new order received: {o}.\n", d=doc(rng, c.pcp),
            p=c.pcp_phone, w=rng.choice(["wt gain", "BP 168/94", "FSBS > 300 x3", "new cough"]),
            o=rng.choice(["furosemide 40 mg BID x 3 days then resume daily", "increase glargine to 20 units",
                          "CXR mobile x-ray", "amlodipine 5 mg daily"]))
        b.f("Order # {o:IDNUM} read back and verified.\n", o=c.order)
    if rng.random() < 0.25:
        b.f("Note: {r} {n} ({a:AGE}) appears fatigued; MSW referral discussed.\n", r=c.cg_rel,
            n=[fam(rng, c.cg, ["first"])], a=str(c.cg_age))
    nxt = core.add_days(d, rng.choice([2, 3, 4, 7]))
    b.f("\nPlan: continue SN per POC. Next visit {n}.\n", n=[N(c, nxt, rng)])
    if rng.random() < 0.2:
        b.f("Mileage: {m} mi, vehicle plate {pl:VEHICLE}.\n", m=str(rng.randint(4, 48)), pl=c.plate)
    b.t("\n")
    esign(rng, b, c, rng.choice([c.rn, c.rn2]), d)
    return b


def therapy(rng, c):
    b = core.NB()
    disc = rng.choice(["PT", "PT", "OT"])
    th = c.ptx if disc == "PT" else c.ot
    d = core.add_days(c.soc, rng.randint(1, 35))
    title = {"PT": rng.choice(["Physical Therapy Home Visit", "PT Treatment Note", "PT Re-Evaluation"]),
             "OT": rng.choice(["Occupational Therapy Home Visit", "OT Daily Note", "OT Evaluation"])}[disc]
    hdr_agency(rng, b, c, title)
    b.t("Pt: ")
    b.seg(pname(rng, c, ["LF", "full", "fmi", "lf"]))
    b.t("   Age ")
    b.p(str(c.age), "AGE")
    t0 = rng.randint(8 * 60, 16 * 60)
    t1 = t0 + rng.randint(40, 65)
    b.f("   Visit: {d}   Time %d:%02d-%d:%02d\n" % (t0 // 60, t0 % 60, t1 // 60, t1 % 60), d=[D(c, d)])
    b.t("Therapy dx: %s; %s.\n" % (c.dx[1], rng.choice(["R26.2 difficulty walking", "M62.81 weakness",
                                                       "R29.6 repeated falls", "Z91.81 hx of falling"])))
    b.t("Precautions: %s\n" % rng.choice(["posterior hip precautions; WBAT RLE", "fall risk; sternal precautions",
                                          "WBAT, no kneeling", "O2 2 L with activity, keep SpO2 > 88%",
                                          "anticoagulated; fall risk"]))
    if rng.random() < 0.5:
        b.f("Referring MD: {d}. Ortho f/u at {pr:HOSPITAL} on {dt}.\n", d=doc(rng, c.md2), pr=c.practice,
            dt=[N(c, core.add_days(d, rng.randint(5, 20)), rng)])
    b.t("\nSUBJECTIVE: ")
    b.seg(ptref(rng, c))
    b.t(rng.choice([" reports 2 near-falls at night going to the bathroom.",
                    " states knee 'feels tight in the morning'.",
                    " eager to get back to church and driving.",
                    " tired after yesterday's MD appointment."]))
    if rng.random() < 0.5:
        b.f(" {r} {n} present for session.", r=c.cg_rel.capitalize(), n=[fam(rng, c.cg)])
    b.t("\n\nOBJECTIVE:\nPre: BP %d/%d HR %d SpO2 %d%%   Post: BP %d/%d HR %d SpO2 %d%%\n" % (
        rng.randint(100, 150), rng.randint(58, 88), rng.randint(60, 96), rng.randint(90, 99),
        rng.randint(110, 165), rng.randint(60, 92), rng.randint(72, 118), rng.randint(87, 98)))
    if disc == "PT":
        rows = [("Bed mobility", rng.choice(["SBA", "min A", "mod I"])),
                ("Sit<->stand", rng.choice(["CGA from recliner", "min A x1", "SBA with RW"])),
                ("Gait", "%d ft x %d with %s, %s" % (rng.randint(20, 250), rng.randint(1, 3),
                                                     rng.choice(["RW", "4WW", "SPC", "no AD"]),
                                                     rng.choice(["CGA", "SBA", "min A"]))),
                ("Stairs", rng.choice(["4 steps, 1 rail, step-to, CGA", "deferred", "12 steps, reciprocal, SBA"])),
                ("TUG", "%d sec with RW" % rng.randint(12, 42)),
                ("Tinetti", "%d/28" % rng.randint(9, 26))]
    else:
        rows = [("UB dressing", rng.choice(["set-up", "SBA", "min A"])),
                ("LB dressing", rng.choice(["mod A", "min A with reacher", "SBA with sock aid"])),
                ("Toileting", rng.choice(["SBA with 3-in-1", "min A hygiene", "mod I"])),
                ("Tub transfer", rng.choice(["min A with tub bench", "not safe - sponge bathing", "SBA"])),
                ("Grip (lb)", "R %d / L %d" % (rng.randint(12, 60), rng.randint(10, 55))),
                ("Standing tolerance", "%d min at counter" % rng.randint(2, 15))]
    for lab, val in rows:
        b.t("  %-20s %s\n" % (lab, val))
    b.t("Treatment: %s.\n" % rng.choice([
        "TherEx: SAQ 2x15, heel slides 2x15, ankle pumps x30, seated marching 2x10 (97110)",
        "Gait training with RW on carpet/tile, cues for step length (97116)",
        "Balance: tandem stance 3x20 sec, reaching outside BOS (97112)",
        "ADL retraining LB dressing with AE; energy conservation ed (97535)",
        "Therapeutic activity: simulated car transfer, curb step (97530)"]))
    b.t("Home safety: ")
    b.t(rng.choice(["recommend raised toilet seat and removal of bedroom rug. ",
                    "night lights placed hallway to bathroom. ",
                    "grab bars needed in tub; "]))
    if rng.random() < 0.5:
        b.f("{r} {n} will install grab bars this weekend.", r=c.f2_rel.capitalize(), n=[fam(rng, c.fam2)])
    b.t("\n\nASSESSMENT: ")
    b.t(rng.choice(["Progressing toward goals; gait distance up 60 ft since eval. ",
                    "Limited progress due to fatigue and pain. ",
                    "Good rehab potential; improved safety awareness. "]))
    goals = clin.PT_GOALS if disc == "PT" else clin.OT_GOALS
    b.t("\nGOALS (by %s):\n" % "week 4")
    for g in rng.sample(goals, 3):
        b.t("  [ ] " + g + "\n")
    b.f("\nPLAN: {fr}; next visit {n}.", fr=rng.choice(["2w3", "3w2, 2w2", "1w4", "2w4"]),
        n=[N(c, core.add_days(d, rng.choice([2, 3, 5])), rng)])
    if rng.random() < 0.4:
        b.f(" Updated {d} via fax {f:FAX}.", d=doc(rng, c.pcp), f=c.pcp_fax)
    b.t("\n\n")
    esign(rng, b, c, th, d)
    if th.cred in ("PTA", "COTA"):
        b.t("Supervising therapist: ")
        b.seg(staff(rng, c.clerk, ["full", "il"], cred=False))
        b.t(", PT\n" if disc == "PT" else ", OTR/L\n")
    return b
