"""Genres: falls clinic assessment, comprehensive geriatric assessment, medication review."""
import pools as P
import clin as K
from doc import jn, country_items


def social_history(r, C, n, lead="Social: "):
    """Narrative social history: living situation, family, occupation, birthplace, driving."""
    n.w(lead)
    sp = ("husband", "wife")
    alone = C.rel not in sp and C.rel2 not in sp and r.random() < 0.8
    house = r.choice(["a two-storey terraced house", "a bungalow", "a ground-floor flat", "a first-floor flat with lift",
                      "sheltered housing", "a semi-detached house", "an extra-care apartment", "a farmhouse"])
    if C.c == "US":
        house = r.choice(["a single-story ranch home", "a two-story house", "a senior apartment", "a mobile home", "a condo (elevator)"])
    if alone:
        n.w(f"Lives alone in {house}. ")
    elif C.rel2 in sp and C.rel not in sp:
        n.w(f"Lives with {C.rel2} ", C.nok2.n("first"), f" in {house}. ")
    else:
        n.w(f"Lives with {C.rel} ", C.nok.n("first"), f" in {house}. ")
    if r.random() < 0.8:
        x = r.random()
        if C.rel2 in sp:
            n.w(f"{C.rel2.capitalize()} ", C.nok2.n("full"), " is a retired ", ("PROFESSION", r.choice(P.OCCUPATIONS)))
        elif x < 0.5:
            n.w(f"{C.rel2.capitalize()} ", C.nok2.n("full"), " visits ", r.choice(["daily", "most days", "twice a week", "at weekends"]))
        else:
            n.w(f"Main support is {C.rel2} ", C.nok2.n("full"))
        job = r.random() < 0.5 and C.rel2 not in sp
        if job:
            n.w(", who works as a ", ("PROFESSION", r.choice(P.REL_OCC)))
        if r.random() < 0.3:
            n.w(" and lives in " if job else ", who lives in ", ("CITY", C.L.town()))
        n.w(". ")
    pr = r.random()
    if pr < 0.45:
        n.w(f"Retired ", ("PROFESSION", C.occ))
        if r.random() < 0.5:
            pat = r.choice(P.EMPLOYER_PAT_US if C.c == "US" else P.EMPLOYER_PAT)
            n.w(" (", r.choice(["worked at ", "many years with ", "ex-"]), ("ORGANIZATION", pat.format(t=C.L.ntown(), s=C.pt.last if not C.pt.malay else "Ismail", s2=r.choice(P.ORIGINS["anglo"]["s"]))), ")")
        n.w(". ")
    elif pr < 0.7:
        n.w(f"Previously worked as a ", ("PROFESSION", C.occ), ". ")
    if C.born and r.random() < 0.8:
        n.w("Born in ", country_items(C.born))
        if r.random() < 0.5:
            n.w(", moved here in ", C.d(C.before(365 * 30, 365 * 60), "y"))
        n.w(". ")
    if r.random() < 0.35:
        sons = [x for x in P.ORIGINS[C.pt.origin]["m"] if x.lower() not in C.used_first]
        if sons:
            son = r.choice(sons)
            C.used_first.add(son.lower())
            n.w("Son ", ("FAMILY", son), " lives in ", country_items(r.choice([x for x in P.LIVES_IN if x != C.country_name()])), ". ")
    if r.random() < 0.3:
        org = r.choice(P.CHURCH_PAT + P.CLUB_PAT).format(t=C.L.ntown(), saint=r.choice(P.SAINTS))
        n.w("Attends ", ("ORGANIZATION", org), " weekly. ")
    n.w(r.choice(["Non-smoker. ", "Ex-smoker (40 pack-years). ", "Smokes 5/day. ", "Never smoked. "]))
    n.w(r.choice(["Alcohol: nil. ", "Alcohol ~6 units/week. ", "Occasional sherry. ", "Alcohol 2-3 units/day. "]))
    if r.random() < 0.35:
        car = r.choice(["Honda Jazz", "Ford Fiesta", "Toyota Corolla", "Nissan Micra", "Subaru Forester", "Buick LeSabre", "Kia Picanto"])
        n.w("Still drives (", car, ", reg ", ("VEHICLE", plate(r, C)), "). ")
        body = {"UK": "DVLA", "IE": "the NDLS", "US": "the DMV", "CA": "the Ministry of Transportation", "AU": "the state licensing authority",
                "NZ": "Waka Kotahi", "SG": "the Traffic Police", "ZA": "the licensing department"}[C.c]
        n.w(r.choice(["Advised to inform ", "Discussed fitness to drive; may need to notify ", "Not yet declared falls to "]), body, ". ")
    n.w("\n")


def plate(r, C):
    L = C.L
    if C.c == "UK":
        return f"{L.up(2)}{r.randrange(10, 75)} {L.up(3)}"
    if C.c == "IE":
        return f"{r.choice(['08', '12', '151', '162', '191', '212'])}-{r.choice(['MO', 'G', 'C', 'KY', 'CE', 'D', 'SO'])}-{r.randrange(100, 9999)}"
    if C.c in ("US", "CA"):
        return f"{r.randrange(1, 9)}{L.up(3)}{L.dg(3)}" if r.random() < 0.5 else f"{L.up(3)}-{L.dg(4)}"
    if C.c == "AU":
        return f"{L.up(3)}-{L.dg(3)}" if r.random() < 0.5 else f"{L.dg(1)}{L.up(2)}{L.dg(1)}{L.up(2)}"
    if C.c == "NZ":
        return f"{L.up(3)}{L.dg(3)}"
    if C.c == "SG":
        return f"S{L.up(2)}{L.dg(4)}{L.up(1)}"
    return f"{L.up(2)} {L.dg(2)} {L.up(2)} GP"


FRID = ["doxazosin", "amitriptyline", "zopiclone", "zolpidem", "tamsulosin", "furosemide", "temazepam", "diazepam", "mirtazapine",
        "quetiapine", "codeine phosphate", "tramadol", "pregabalin", "gabapentin", "oxybutynin", "bendroflumethiazide",
        "hydrochlorothiazide", "indapamide", "amlodipine", "prochlorperazine", "meclizine", "morphine sulfate MR"]
ISSUE = {"sed": ("sedation / falls risk", ["stop - falls risk (sedating)", "taper over 4/52", "reduce dose"]),
         "bp": ("postural hypotension", ["reduce dose", "hold if SBP < 110", "switch to nocte", "stop"]),
         "ach": ("anticholinergic (ACB 3)", ["stop", "switch to mirabegron", "taper over 4/52"]),
         "ren": ("renal dose adj", ["reduce dose", "check eGFR then review"]),
         "ok": ("-", ["continue", "continue", "check adherence", "review in 3/12"])}
KIND = {"zopiclone": "sed", "zolpidem": "sed", "temazepam": "sed", "diazepam": "sed", "mirtazapine": "sed", "quetiapine": "sed",
        "codeine phosphate": "sed", "tramadol": "sed", "morphine sulfate MR": "sed", "pregabalin": "ren", "gabapentin": "ren",
        "amlodipine": "bp", "ramipril": "bp", "bisoprolol": "bp", "doxazosin": "bp", "tamsulosin": "bp", "furosemide": "bp",
        "bendroflumethiazide": "bp", "hydrochlorothiazide": "bp", "indapamide": "bp", "oxybutynin": "ach", "solifenacin": "ach",
        "amitriptyline": "ach", "prochlorperazine": "ach", "meclizine": "ach", "metformin": "ren", "apixaban": "ren",
        "edoxaban": "ren", "digoxin": "ren"}


def frid(r, ms):
    have = [a for a, _ in ms if a in FRID]
    return r.choice(have) if have else r.choice(["doxazosin", "amitriptyline", "zopiclone"])


def med_list(r, C, n, ms, bullet="- "):
    for name, dose in ms:
        n.w(bullet, name, " ", dose, "\n")


def falls_clinic(r, C, n):
    L, pt = C.L, C.pt
    us = C.c == "US"
    clin = C.staff(title=r.random() < 0.55)
    dtitles = {"UK": ["Consultant Geriatrician", "Consultant in Medicine for Older People", "Specialty Registrar (Geriatrics)"],
               "IE": ["Consultant Geriatrician", "Registrar in Geriatric Medicine"], "US": ["Attending, Geriatric Medicine", "Geriatrician", "Geriatrics Fellow"],
               "CA": ["Geriatrician", "Care of the Elderly Physician"], "AU": ["Staff Specialist (Geriatrics)", "Geriatrician", "Advanced Trainee"],
               "NZ": ["Geriatrician", "Consultant Physician, Health of Older People"], "SG": ["Consultant, Geriatric Medicine", "Senior Consultant"],
               "ZA": ["Geriatrician", "Specialist Physician"]}[C.c]
    ntitles = ["Falls Practitioner", "Falls Specialist Nurse", "Clinical Nurse Specialist - Falls", "Advanced Practice Physiotherapist",
               "Nurse Practitioner, Falls"] if C.c != "US" else ["Geriatric Nurse Practitioner", "Physical Therapist, Falls Program", "NP, Fall Prevention"]
    ctitle = r.choice(dtitles) if clin.title else r.choice(ntitles)
    if r.random() < 0.5:
        n.w(("HOSPITAL", C.trust), "\n")
    n.w(("HOSPITAL", C.falls))
    if r.random() < 0.5:
        n.w(" - ", ("HOSPITAL", C.hosp))
    n.w("\n", r.choice(["FALLS CLINIC ASSESSMENT", "Falls Clinic - New Patient Assessment", "Multifactorial Falls Risk Assessment",
                        "FALLS RISK CLINIC NOTE", "Falls & Syncope Clinic - Initial Assessment"]), "\n\n")
    C.pt_header(n)
    n.w("Clinic date: ", C.d(C.visit))
    if r.random() < 0.5:
        n.w("    Seen in: Room ", ("LOCATION_OTHER", str(r.randrange(1, 20))), ", ", ("LOCATION_OTHER", r.choice(P.WING_NAMES)))
    n.w("\nSeen by: ", clin.n("tf" if clin.title else "full"), ", ", ctitle, "\n")
    ref = r.random()
    if ref < 0.4:
        n.w("Referred by: ", C.gp.n("tf"), " (", ("HOSPITAL", C.practice), ") on ", C.d(C.before(20, 90)), "\n")
    elif ref < 0.7:
        n.w("Source of referral: ", L.t["ambo"], " non-conveyance pathway, incident ", ("IDNUM", f"{L.dg(2)}{L.up(1)}{L.dg(6)}"), "\n")
    else:
        n.w("Referred after ", L.t["ed"], " attendance at ", ("HOSPITAL", C.hosp), " on ", C.d(C.before(14, 60)), "\n")
    if r.random() < 0.4:
        n.w("Accompanied by ", C.rel, " ", C.nok.n("full"), "\n")
    if r.random() < 0.25:
        n.w(r.choice(["Multifactorial assessment as per World Falls Guidelines (2022).\n", "Assessment structured per NICE NG249.\n",
                      "STEADI algorithm used (CDC).\n" if us else "Assessment per FallSafe bundle.\n"]))
    n.w("\n", "HPI:" if us else r.choice(["Presenting complaint:", "History:", "PC:"]), "\n")
    nf = r.choice(["2", "3", "4", "5", "6", "multiple", "two", "three"])
    last = C.before(7, 60)
    n.w(r.choice([f"{nf} falls in the last 12 months", f"Reports {nf} falls over the past year", f"x{nf if nf.isdigit() else 3} falls in 12/12"]),
        ". Most recent on ", C.d(last, r.choice([C.ds, "wdl", "long"])), " at around ", f"{r.randrange(0, 24):02}:{r.choice(['00', '15', '30', '45'])}",
        " when ", C.he, " ", r.choice(K.MECH), ". ")
    lie = r.random()
    if lie < 0.5:
        n.w(f"Long lie of approximately {r.choice(['1 hour', '2 hours', '3 hours', '4 hours', '6 hours', '45 minutes'])}; found by {C.rel} ", C.nok.n(r.choice(["first", "full"])), ". ")
    else:
        n.w("Able to get up unaided after a few minutes. ")
    n.w(r.choice(["Has a pendant alarm but was not wearing it. ", "Pressed pendant alarm; responder attended. ", "No telecare in place. ",
                  "Pendant worn at all times now. "]))
    n.w(K.typo(r, r.choice(["Denies loss of consciousness, chest pain or palpitations. ", "Describes pre-syncopal dizziness on standing. ",
                            "Possible brief LOC - collateral from " + C.rel + " unclear. ", "Some dizziness when turning the head to the left. ",
                            "Reports occasionally feeling 'woozy' after tablets in the morning. "])))
    if C.sex == "F" and r.random() < 0.35:
        n.w(f"G{r.randrange(1, 7)}P{r.randrange(1, 5)}; menopause at {r.randrange(41, 55)}. ")
    n.w(f"Nocturia x{r.randrange(1, 5)}. ", r.choice(["Fear of falling, now restricting activity. ", "Not going out alone since last fall. ", ""]), "\n\n")
    n.w("PMHx:\n" if r.random() < 0.6 else "Past medical history:\n")
    for it in K.pmh_items(r, C):
        n.w("- ", it, "\n")
    ms = K.meds(r, C)
    n.w("\nMedications (", str(len(ms)), " regular):\n")
    med_list(r, C, n, ms)
    n.w("Allergies: ", r.choice(["NKDA", "penicillin (rash)", "codeine - vomiting", "nil known"]), "\n\n")
    social_history(r, C, n, "Social history: " if r.random() < 0.5 else "SHx: ")
    n.w("\nExamination:\n")
    s, drop, pos = K.ls_bp(r)
    n.w("L/S BP: ", s, f" - {'significant ' if pos else ''}postural drop {drop} mmHg{' with symptoms' if pos and r.random() < 0.5 else ''}.\n")
    n.w(r.choice(["HS I+II+0. ", "ESM radiating to carotids. ", "Irregularly irregular pulse. ", "HS normal. "]),
        r.choice(["Mild bradykinesia and cogwheel rigidity R>L. ", "No focal neurology. ", "Reduced proprioception to ankles. ",
                  "Broad-based gait. ", "Antalgic gait favouring L. "]), "\n")
    n.w(K.vision(r, C), ". Feet: ", r.choice(["poorly fitting slippers, onychogryphosis", "long toenails, callus over R 1st MTPJ",
                                              "suitable footwear", "bunions bilaterally"]), ".\n")
    n.w("Function: ", "; ".join(K.scores(r, C)), ".\n")
    n.w("Cognition: ", K.cog(r), ". Mood: GDS-15 ", str(r.randrange(1, 12)), "/15. ", K.cfs(r), ".\n")
    if r.random() < 0.5:
        n.w("Bloods (", C.d(C.before(3, 40)), "): ", ", ".join(K.labs(r, C)), ".\n")
    if r.random() < 0.6:
        n.w("ECG: ", r.choice(["SR 72, PR 220 ms (1st degree AV block), QTc 448", "AF rate 80-90", "SR, RBBB", "SR, normal intervals"]), ".\n")
    mof, hip = K.frax(r)
    n.w("Bone health: FRAX 10-yr MOF ", f"{mof}%", ", hip ", f"{hip}%")
    if r.random() < 0.5:
        n.w("; last DXA ", C.d(C.before(400, 2500), r.choice(["y", "my"])), f" T-score {-r.randrange(10, 38) / 10:.1f} at femoral neck")
    n.w(".\n\n", r.choice(["Impression:", "Assessment:", "A/P:" if us else "Summary:"]), "\n")
    imp = r.sample(["Recurrent falls, multifactorial", "Orthostatic hypotension" if pos else "No significant orthostatic drop",
                    "Sarcopenia / deconditioning", "Polypharmacy with falls-risk increasing drugs", "Fear of falling",
                    "Visual impairment", "Possible cardiac syncope - needs Holter", "Osteoporosis - high fracture risk",
                    "Peripheral neuropathy", "Parkinsonism"], r.randrange(3, 6))
    for i, x in enumerate(imp, 1):
        n.w(f"{i}. {x}\n")
    n.w("\nPlan:\n")
    venue = r.choice(P.VENUE_PAT).format(t=C.L.ntown(), s=r.choice(P.ORIGINS["anglo"]["s"]), saint=r.choice(P.SAINTS))
    plan = [
        ["Refer to ", r.choice(["Otago", "FaME", "Strength and Balance", "Tai Chi for Arthritis"]), " programme at ", ("LOCATION_OTHER", venue),
         " - starts ", C.d(C.after(10, 45), r.choice([C.ds, "dmonl", "wdl"]))],
        ["Telecare referral to ", ("ORGANIZATION", r.choice(P.TELECARE_ORGS)), " for ", r.choice(K.TELECARE_KIT), " with fall detector"],
        ["OT home hazard assessment"],
        ["Suggest ", C.L.t["gp"], " ", r.choice(["reduce ", "stop ", "review "]), frid(r, ms), " - see letter"],
        ["24-hour Holter / ambulatory BP; ", r.choice(["tilt test if normal", "echo requested", "consider ILR"])],
        ["DXA requested" if r.random() < 0.5 else "Start alendronic acid once vit D replete (" + r.choice(["check dental health first", "renal function OK"]) + ")"],
        ["Optometry review; advised single-lens glasses outdoors"],
        ["Podiatry referral"],
        ["Falls prevention leaflet (", r.choice(K.PUBLIC[C.c]), ") given and discussed"],
    ]
    chosen = r.sample(plan, r.randrange(4, 7))
    for i, it in enumerate(chosen, 1):
        n.w(f"{i}. ", it, ".\n")
    fu = C.d(C.after(60, 120))
    n.w(f"{len(chosen) + 1}. ", r.choice([["Review in falls clinic in 3/12 (provisional ", fu, ")"], ["Follow-up appointment ", fu],
                                          ["Telephone review on ", fu]]), "\n\n")
    C.sign(n, clin, ctitle, role="doc" if clin.title else r.choice(["nurse", "physio"]))
    if r.random() < 0.7:
        n.w("\ncc: ", C.gp.n("tf"), ", ", ("HOSPITAL", C.practice), ", ", C.L.addr_items(C.paddr), "\n")
        if r.random() < 0.4:
            n.w("    Fax ", ("FAX", C.pfax), "\n")


def cga(r, C, n):
    L, pt = C.L, C.pt
    cons = C.staff(title=True)
    setting = r.random()
    n.w(r.choice(["COMPREHENSIVE GERIATRIC ASSESSMENT", "Comprehensive Geriatric Assessment (CGA)", "CGA - Frailty Service",
                  "Geriatric Medicine - Comprehensive Assessment"]), "\n")
    n.w(("HOSPITAL", C.hosp if r.random() < 0.6 else C.trust), "\n\n")
    C.pt_header(n)
    n.w("Date of assessment: ", C.d(C.visit), "\n")
    if setting < 0.35:
        n.w("Setting: ", ("HOSPITAL", L.ward()), ", bed ", ("LOCATION_OTHER", str(r.randrange(1, 28))), "\n")
    elif setting < 0.7:
        n.w("Setting: Frailty day unit, ", ("HOSPITAL", C.hosp), "\n")
    else:
        n.w("Setting: home visit, ", L.addr_items(C.addr), "\n")
    mdt = [(cons, "Consultant Geriatrician"), (C.staff(), r.choice(["Frailty ANP", "Specialist Nurse", "CNS Older People"])),
           (C.staff(), "Occupational Therapist"), (C.staff(), "Physiotherapist"), (C.staff(), r.choice(["Pharmacist", "Clinical Pharmacist"])),
           (C.staff(), r.choice(["Social Worker", "Discharge Coordinator", "Dietitian"]))]
    mdt = mdt[:r.randrange(3, 7)]
    n.w("Present: ")
    n.w(jn([[p.n("tf" if p.title else "full"), f" ({t})"] for p, t in mdt], "; "))
    n.w("; patient; ", C.rel, " ", C.nok.n("full"), "\n\n")
    n.w("Reason: ", r.choice(["recurrent falls and declining mobility", "frailty, falls and weight loss",
                             "post-fracture CGA after hip fracture", "carer strain and falls at home"]), ".\n")
    n.w("Background: ", C.a(), "-year-old ",
        "woman" if C.sex == "F" else "man", " known to ", r.choice(["community matron", "district nurses", "the falls team", "memory clinic"]),
        ". Last admission ", C.d(C.before(30, 400), r.choice(["my", C.ds])), " with ", r.choice(["UTI and delirium", "fall with pubic rami fracture",
                                                                                             "AKI", "LRTI", "syncope"]), ".\n\n")
    n.w("1. MEDICAL\n")
    for it in K.pmh_items(r, C, k=r.randrange(4, 7), dated=r.randrange(1, 3)):
        n.w("   - ", it, "\n")
    ms = K.meds(r, C, r.randrange(7, 13))
    n.w("   Medications (", str(len(ms)), "): ", "; ".join(f"{a} {b}" for a, b in ms), "\n")
    wt = r.randrange(380, 820) / 10
    n.w(f"   Nutrition: weight {wt} kg (was {wt + r.randrange(20, 80) / 10:.1f} kg in ", C.d(C.before(150, 400), r.choice(["my", "my3"])),
        f"), BMI {r.randrange(160, 290) / 10}, MUST {r.randrange(0, 4)}\n")
    n.w("   Continence: ", r.choice(["urge incontinence, pads", "nocturia x3", "continent", "catheterised (long-term Foley)"]),
        ". Skin: Waterlow ", str(r.randrange(8, 22)), ".\n")
    n.w("   Bloods: ", ", ".join(K.labs(r, C)), "\n\n")
    n.w("2. FUNCTIONAL\n   Barthel ", str(r.randrange(8, 20)), "/20; ", "; ".join(K.scores(r, C)[:3]), "\n")
    n.w("   Mobility: ", r.choice(["indoors with ", "mobilises with "]), r.choice(K.AIDS[:6]), ", ", r.choice(["S/B x1 outdoors", "housebound", "independent on stairs with rail"]), "\n")
    n.w(f"   Falls: {r.randrange(2, 9)} in past year; ", K.cfs(r), "\n\n")
    n.w("3. PSYCHOLOGICAL\n   Cognition: ", K.cog(r), "; ", K.cog(r), "\n   Mood: GDS-15 ", str(r.randrange(0, 13)), "/15. ",
        r.choice(["Low mood since brother died", "Bereaved - sister died", "Anxious since fall", "Low mood since moving house"]))
    if r.random() < 0.6:
        n.w(" (", C.d(C.before(100, 900), r.choice(["my", "y", "m"])), ")")
    n.w(".\n   Capacity: ", r.choice(["has capacity for decisions discussed today", "lacks capacity re: residence - best interests process",
                                      "fluctuating; reassess when delirium resolved"]), ".\n\n")
    n.w("4. SOCIAL\n   ")
    social_history(r, C, n, "")
    if r.random() < 0.7:
        ag = r.choice(P.CARE_AGENCIES)
        n.w("   Package of care: ", ("ORGANIZATION", ag), f" x{r.randrange(1, 5)} visits/day.\n")
    if r.random() < 0.6:
        lpa = {"UK": "LPA (health & welfare)", "IE": "Enduring Power of Attorney", "US": "Healthcare POA", "CA": "Substitute decision-maker (POA for personal care)",
               "AU": "Enduring Guardian", "NZ": "EPOA (personal care & welfare)", "SG": "LPA", "ZA": "Power of attorney"}[C.c]
        n.w("   ", lpa, ": ", C.nok2.n("full"), " (", C.rel2, "), registered ", C.d(C.before(200, 2000)), ".\n")
    n.w("   Carer strain: ", r.choice(["high - ", "moderate - ", "low - "]), C.nok.n("first"), " ", r.choice(["reports exhaustion", "coping but tired", "coping"]), ".\n\n")
    n.w("5. ENVIRONMENT\n   ", r.choice(["Bed downstairs", "Bathroom upstairs only", "Steps to front door, no rail", "Level access"]), "; ",
        r.choice(["key safe fitted", "no key safe", "key safe and pendant in place"]), "; ",
        r.choice(["loose rugs", "poor lighting on stairs", "cluttered hallway", "pets underfoot"]), ".\n\n")
    n.w("PROBLEM LIST AND PLAN\n")
    probs = [("Recurrent falls", "S&B programme; OT home visit"), ("Orthostatic hypotension", "stop doxazosin; L/S BP 2/52"),
             ("Polypharmacy (ACB score 4)", "pharmacist review"), ("Osteoporosis", "IV zoledronic acid via day unit"),
             ("Weight loss", "dietitian, ONS BD"), ("Cognitive impairment", "memory clinic referral"),
             ("Carer strain", "carers assessment; respite"), ("Advance care planning", "ReSPECT / goals of care discussion")]
    for p, a in r.sample(probs, r.randrange(4, 7)):
        lead = r.choice(mdt)[0]
        n.w(f"- {p}: {a}. Lead: ", lead.n("tl" if lead.title else "full"), ". By ", C.d(C.after(7, 60), r.choice([C.ds, "dmon", "dm"])), "\n")
    n.w("\nNext MDT review: ", C.d(C.after(14, 42), r.choice([C.ds, "wdl"])), "\n\n")
    C.sign(n, cons, "Consultant Geriatrician", role="doc")


def med_review(r, C, n):
    L, pt = C.L, C.pt
    ph = C.staff()
    pharm = L.pharmacy(C.town, r.choice(P.ORIGINS["anglo"]["s"]))
    title = {"UK": "Structured Medication Review", "IE": "Medication Review - Falls", "US": "Comprehensive Medication Review (CMR)",
             "CA": "MedsCheck at Home", "AU": "Home Medicines Review (HMR)", "NZ": "Medicines Therapy Assessment",
             "SG": "Medication Reconciliation & Review", "ZA": "Medication Review"}[C.c]
    n.w(title.upper() if r.random() < 0.4 else title, "\n")
    n.w(("HOSPITAL", C.practice if r.random() < 0.6 else pharm), "\n\n")
    C.pt_header(n, r.choice([0, 1, 2, 3]))
    n.w("Review date: ", C.d(C.visit), "   Type: ", r.choice(["face to face", "home visit", "telephone", "video"]), "\n")
    n.w("Requested by: ", C.gp.n("tf"), " - reason: ", r.choice(["falls x2", "recurrent falls & dizziness", "post-discharge, new fracture",
                                                              "polypharmacy (12+ items)"]), "\n")
    n.w("Nominated pharmacy: ", ("HOSPITAL", pharm), ", tel ", ("PHONE", L.phone("land")), "\n")
    if r.random() < 0.5:
        n.w("Present: patient and ", C.rel, " ", C.nok.n("full"), r.choice([" (manages tablets)", " (collects prescriptions)", ""]), "\n")
    n.w("Renal function: eGFR ", str(r.randrange(22, 75)), " (",
        C.d(C.before(5, 60)), "); weight ", str(r.randrange(40, 90)), " kg\n")
    s, drop, pos = K.ls_bp(r)
    n.w("L/S BP: ", s, "\n\n")
    n.w("CURRENT MEDICATION | DOSE | ISSUE | RECOMMENDATION\n")
    ms = K.meds(r, C, r.randrange(8, 14))
    for a, b in ms:
        issue, rc = ISSUE[KIND.get(a, "ok")]
        n.w(f"{a} | {b} | {issue} | {r.choice(rc)}\n")
    n.w(f"\nAnticholinergic burden score: {r.randrange(0, 7)}. STOPP criteria: ",
        r.choice(["benzodiazepine in patient with falls (STOPP K1)", "alpha-blocker with postural hypotension",
                  "opioid without laxative", "PPI > 8 weeks at full dose"]), ". START: ",
        r.choice(["vitamin D and calcium in osteoporosis", "bone anti-resorptive after fragility fracture", "laxative with opioid"]), ".\n")
    n.w("Adherence: ", r.choice(["uses weekly blister pack (MDS) from pharmacy", "dosette filled by " + C.rel, "self-manages from boxes",
                                 "carers prompt from MAR chart"]), ". Inhaler technique ", r.choice(["good", "poor", "N/A"]), ".\n\n")
    n.w("Discussed with patient")
    if r.random() < 0.6:
        n.w(" and ", C.rel, " ", C.nok.n("full"), " by telephone (", ("PHONE", C.nok_tel), ")")
    n.w(". Agreed changes documented above; ", C.L.t["gp"], " to action prescriptions.\n")
    n.w("Follow-up: ", r.choice(["telephone call ", "review at practice ", "recheck L/S BP "]), C.d(C.after(14, 60)), "\n\n")
    C.sign(n, ph, r.choice({"UK": ["Clinical Pharmacist", "PCN Pharmacist", "Clinical Pharmacist (Frailty)"], "AU": ["Accredited Pharmacist", "Consultant Pharmacist"],
                            "US": ["PharmD, BCGP", "Clinical Pharmacist"]}.get(C.c, ["Clinical Pharmacist", "Community Pharmacist"])),
           role="pharm")
    if r.random() < 0.5:
        n.w("Copy to: ", C.gp.n("tf"), " via ", ("EMAIL", C.email(generic=r.choice(["practice.admin", "reception", "prescriptions"]))), "\n")
