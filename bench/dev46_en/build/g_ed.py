"""Emergency department notes."""
import datetime as dt

import blocks as B
import core as C
import pools as P
from core import S, tl


def _t(r, h0=0, h1=23):
    return "%02d:%02d" % (r.randint(h0, h1), r.randint(0, 59))


def _fmt(m):
    m = max(0, min(m, 23 * 60 + 59))
    return "%02d:%02d" % (m // 60, m % 60)


def _start(ctx):
    ctx._arr = ctx.rng.randint(6 * 60, 19 * 60)
    ctx._clock = ctx._arr


def _before(ctx):
    return _fmt(ctx._arr - ctx.rng.randint(25, 300))


def _after(ctx, lo=5, hi=60):
    ctx._clock += ctx.rng.randint(lo, hi)
    return _fmt(ctx._clock)


def _landmark(r):
    return S("LOCATION_OTHER", r.choice([
        "Northgate Shopping Centre", "Kingfisher Reserve", "Memorial Park skate bowl", "Harbour Bridge underpass",
        "Eastlands bus interchange", "Riverside Tavern car park", "Lakeview Oval", "Pinewood Bowling Centre",
        "Central Station", "Seaview boat ramp", "Old Mill Lookout", "Westbrook Aquatic Centre"]))


def _cross(ctx):
    r = ctx.rng
    a = C.make_address(r, ctx.loc, unit_p=0, near=ctx.addr)
    b = C.make_address(r, ctx.loc, unit_p=0, near=ctx.addr)
    return [S("STREET", a.street_full), " and ", S("STREET", b.street_full), ", ", S("CITY", a.suburb)]


def mva(ctx):
    r = ctx.rng
    veh = r.choice(["sedan", "ute", "hatchback", "SUV", "motorcycle", "van"])
    other = r.choice(["another car", "a truck", "a power pole", "a parked car", "a bus"])
    return {
        "skip": ("Resp", "Abdo"), "vit": False,
        "pc": "MVA - driver",
        "hpi": tl(ctx, "Restrained driver of a %s (rego {P1}) in collision with %s at approx %d km/h at the "
                       "intersection of {X}. Airbags deployed. Self-extricated, ambulatory at scene. Other vehicle "
                       "plate {P2}; its driver transported separately. Police attended, event no. {EV}. C/o neck pain "
                       "and L chest wall pain. No LOC. No anticoagulants.\n" % (veh, other, r.randint(30, 80)),
                  P1=S("VEHICLE", C.plate(r, ctx.loc, ctx.addr.state)), X=_cross(ctx),
                  P2=S("VEHICLE", C.plate(r, ctx.loc, ctx.addr.state)),
                  EV=S("IDNUM", "%s%s" % (r.choice(["E", "P", "", "CAD"]), C.digits(r, 9)))),
        "exam": "GCS 15. C-spine: midline tenderness C6. Seatbelt sign L chest. Chest: bruising, tender ribs 6-8 L, "
                "AE equal. Abdo SNT. FAST negative. Pelvis stable. Limbs NAD.\n",
        "ix": "CT C-spine: no fracture. CXR: undisplaced L 7th rib fracture, no PTX. Hb %d. Lactate %.1f.\n" % (
            r.randint(118, 158), r.uniform(0.8, 2.4)),
        "course": tl(ctx, "Analgesia (IV morphine 5 mg, then oxycodone). C-collar cleared clinically after CT. Spouse "
                          "{FN} arrived and was updated. VIN of vehicle recorded for insurer: {VIN}.\n",
                     FN=ctx.fname(ctx.fam("F1", "wife" if ctx.pt.sex == "M" else "husband"), "given"),
                     VIN=S("VEHICLE", C.vin(r))),
        "dx": "L rib fracture, neck strain post MVA",
        "dispo": "discharge",
    }


def fall(ctx):
    r = ctx.rng
    fac = ctx.inst("AGED1", "aged")
    return {
        "skip": (), "vit": False,
        "pc": "Fall, ?NOF",
        "hpi": tl(ctx, "BIBA from {FAC} (room {RM}) after unwitnessed fall in bathroom at approx %s. Found by carer "
                       "on floor, unable to weight-bear. Background dementia, AF on apixaban, CKD. EPOA is {FR} "
                       "{FN}, ph {FP}.\n" % _before(ctx),
                  FAC=S("HOSPITAL", fac.name), RM=S("LOCATION_OTHER", str(r.randint(1, 60)) + r.choice(["", "A", "B"])),
                  FR=ctx.fam("F1", r.choice(["daughter", "son"])).rel, FN=ctx.fname(ctx.fam("F1"), "full"),
                  FP=S("PHONE", C.phone(r, ctx.loc, "mob"))),
        "exam": "Alert, disoriented to time. R leg shortened and externally rotated. Distal pulses present. "
                "Skin tear R forearm 4 cm. No head injury evident.\n",
        "ix": "XR R hip: displaced subcapital NOF fracture. ECG AF 88. Hb %d, Cr %d.\n" % (r.randint(96, 134),
                                                                                        r.randint(80, 190)),
        "course": "Fascia iliaca block by ED registrar. Apixaban withheld. Ortho geriatrics notified.\n",
        "dx": "R displaced subcapital NOF fracture",
        "dispo": "admit",
    }


def chest(ctx):
    r = ctx.rng
    return {
        "skip": ("CVS", "Resp", "General"), "vit": False,
        "pc": "Chest pain",
        "hpi": tl(ctx, "%d h of central pressure radiating to L arm while at work ({EMP}). Diaphoretic. Colleague "
                       "{CN} drove {him} in. Hx HTN, smoker. Father had MI at {A}.\n" % r.randint(1, 6),
                  CN=ctx.fname(ctx.fam("COL", "colleague"), "full"), A=S("AGE", str(r.randint(44, 62)))),
        "exam": "Pale, clammy. HS dual no murmur. Chest clear. No oedema.\n",
        "ix": "ECG: ST elevation II, III, aVF. Trop %d -> %d.\n" % (r.randint(30, 200), r.randint(300, 4000)),
        "course": "Code STEMI activated at %s. Aspirin 300 mg, ticagrelor 180 mg, heparin. Cath lab team called.\n" % _after(ctx, 10, 40),
        "dx": "Inferior STEMI",
        "dispo": "cath",
    }


def lac(ctx):
    r = ctx.rng
    return {
        "skip": (), "vit": False,
        "pc": "Hand laceration at work",
        "hpi": tl(ctx, "Cut L palm on %s at {EMP} at approx %s today. Works as a {PROF}. R hand dominant. Tetanus "
                       "last {Y}. Supervisor {SN} accompanied.\n" % (r.choice(["a box cutter", "sheet metal",
                                                                                   "a boning knife", "broken glass"]), _before(ctx)),
                  Y=ctx.v["YPAST"], SN=ctx.fname(ctx.fam("SUP", "supervisor"), "full")),
        "exam": "4 cm laceration thenar eminence, clean edges. FDS/FDP intact all digits, sensation intact. "
                "Cap refill <2 s.\n",
        "ix": "XR: no foreign body.\n",
        "course": "Irrigated, explored under LA - no tendon involvement. 6 x 4-0 nylon sutures. ADT given.\n",
        "dx": "Simple laceration L palm",
        "dispo": "discharge",
    }


def overdose(ctx):
    r = ctx.rng
    f = ctx.fam("F1", r.choice(["friend", "flatmate", "partner"]))
    a = C.make_address(r, ctx.loc, near=ctx.addr)
    return {
        "skip": ("Neuro", "General"), "vit": True,
        "pc": "Intentional overdose",
        "hpi": tl(ctx, "Found by {FR} {FN} at {ST}, {CI} at approx %s with empty blister packs (quetiapine ~%d x "
                       "100 mg, paracetamol ~%d x 500 mg). Note left. Recent relationship breakdown and job loss "
                       "from {EMP}.\n" % (_before(ctx), r.randint(8, 30), r.randint(10, 40)),
                  FR=f.rel, FN=ctx.fname(f, "full"), ST=S("STREET", a.street()), CI=S("CITY", a.suburb)),
        "exam": "GCS 13 (E3V4M6). HR 124, BP 96/60. Pupils 4 mm. No clonus.\n",
        "ix": "4-h paracetamol level %d. ECG QTc %d ms. VBG normal.\n" % (r.randint(90, 260), r.randint(440, 510)),
        "course": tl(ctx, "NAC commenced per nomogram. Toxicology consulted. Mental Health team (liaison nurse "
                          "{MH}) to assess when medically cleared. 1:1 observation.\n",
                     MH=ctx.dname(ctx.clin("RN5", "RN"), "full")),
        "dx": "Intentional mixed overdose",
        "dispo": "admit",
    }


def abdo(ctx):
    r = ctx.rng
    return {
        "skip": ("Abdo",), "vit": True,
        "pc": "RIF pain",
        "hpi": "24 h periumbilical pain migrating to RIF, anorexia, nausea, one vomit. Pain worse with movement "
               "in the car on the way in.\n",
        "exam": "T 38.1. RIF tenderness with guarding, Rovsing's positive.\n",
        "ix": "WCC %.1f, CRP %d. %s\n" % (r.uniform(11, 19), r.randint(20, 160),
                                          r.choice(["US: non-compressible appendix 9 mm.", "CT: acute appendicitis."])),
        "course": tl(ctx, "IV fluids, analgesia, cefazolin + metronidazole. Surgical registrar {SR} reviewed at "
                          "%s.\n" % _after(ctx, 30, 120), SR=ctx.dname(ctx.clin("REG2", "REG"), "dr")),
        "dx": "Acute appendicitis",
        "dispo": "theatre",
    }


def head(ctx):
    r = ctx.rng
    return {
        "skip": ("Neuro",), "vit": False,
        "pc": "Head injury - sport",
        "hpi": tl(ctx, "Head clash playing for {CL} at {LM} earlier today. Brief LOC (<30 s) per coach "
                       "{CO}. Amnesic for event. Headache, one vomit.\n",
                  CL=S("ORGANIZATION", ctx.inst("CLUB", "club").name), LM=_landmark(r),
                  CO=ctx.fname(ctx.fam("COACH", "coach"), "full")),
        "exam": "GCS 15. Small haematoma R parietal. Neuro exam normal. C-spine cleared (NEXUS).\n",
        "ix": "CT brain: no intracranial haemorrhage.\n",
        "course": "Observed 4 h, symptoms settled. Concussion advice and return-to-play protocol given.\n",
        "dx": "Concussion",
        "dispo": "discharge",
    }


def dogbite(ctx):
    r = ctx.rng
    nb = ctx.fam("NB", "neighbour")
    return {
        "skip": (), "vit": False,
        "pc": "Dog bite",
        "hpi": tl(ctx, "Bitten on R calf by neighbour's dog (neighbour {NN}, {ST}) at approx %s. Dog's "
                       "vaccination status unknown; council ranger notified.\n" % _before(ctx),
                  NN=ctx.fname(nb, "title"),
                  ST=S("STREET", C.make_address(r, ctx.loc, near=ctx.addr).street())),
        "exam": "Multiple puncture wounds R calf, 2 cm laceration. No tendon exposure.\n",
        "ix": "XR: no foreign body.\n",
        "course": "Washout, left open, amoxicillin-clavulanate 5/7, tetanus booster.\n",
        "dx": "Dog bite R calf",
        "dispo": "discharge",
    }


def asthma(ctx):
    r = ctx.rng
    return {
        "skip": ("Resp", "General"), "vit": True,
        "pc": "SOB - asthma",
        "hpi": tl(ctx, "Known asthmatic. 2 days worsening wheeze after a cold; used reliever hourly. Last admission "
                       "{H} {D1}. Brought by {FR}.\n", H=ctx.v["HOSP1_NAME"], D1=ctx.v["DPAST"],
                  FR=ctx.fam("F1").rel),
        "exam": "Speaking in phrases, RR 28, SpO2 91% RA, widespread wheeze.\n",
        "ix": "VBG pCO2 %d. CXR hyperinflated, no consolidation.\n" % r.randint(34, 48),
        "course": "Back-to-back salbutamol, ipratropium x3, IV hydrocortisone, MgSO4 2 g. Improved.\n",
        "dx": "Acute severe asthma",
        "dispo": "admit",
    }


def febconv(ctx):
    r = ctx.rng
    par = ctx.fam("PAR", r.choice(["mother", "father"]))
    return {
        "skip": "all", "vit": True,
        "pc": "Seizure with fever",
        "hpi": tl(ctx, "Generalised seizure lasting ~2 min at home witnessed by {PR} {PN}. Febrile to 39.4 since "
                       "{WD}. Attends {SCH}; sibling {SIB} unwell with similar illness.\n",
                  PR=par.rel, PN=ctx.fname(par, "full"), WD=ctx.v["WDAY"],
                  SCH=S("ORGANIZATION", ctx.inst("SCHOOL", "school").name),
                  SIB=ctx.fname(ctx.fam("SIB", r.choice(["brother", "sister"])), "given")),
        "exam": "Post-ictal, improving. T 39.1. No rash, fontanelle n/a, no meningism. R TM red.\n",
        "ix": "BSL 6.1. Urine dip negative.\n",
        "course": "Paracetamol/ibuprofen. Back to baseline at 1 h. Parents educated re febrile convulsions.\n",
        "dx": "Simple febrile convulsion, R AOM",
        "dispo": "discharge",
    }


ED_SCEN = [mva, fall, chest, lac, overdose, abdo, head, dogbite, asthma, febconv]


def _eligible(ctx, f):
    a = ctx.age
    if f is febconv:
        return a <= 6
    if a <= 6:
        return f in (febconv, asthma, dogbite)
    if f is fall:
        return a >= 70
    if f in (mva, lac, chest):
        return 17 <= a <= 85
    if f is head:
        return a <= 45
    return a >= 12


def _arrival(n, ctx):
    r = ctx.rng
    if r.random() < 0.55:
        p1 = ctx.clin("PARA1", "PARA")
        p2 = ctx.clin("PARA2", "PARA")
        n.add("Arrival: ambulance (case no. ", S("IDNUM", C.generic_id(r, r.choice(["", "AV", "E", "A"]), 8)),
              "), crew ", ctx.dname(p1, "full"), " and ", ctx.dname(p2, "full"), "\n")
    else:
        n.add("Arrival: self-presented", r.choice([" with ", ", accompanied by "]), ctx.fam("F1").rel, " ",
              ctx.fname(ctx.fam("F1"), "given"), "\n")


def _dispo(n, ctx, sc, hosp):
    r = ctx.rng
    d = sc["dispo"]
    if d == "discharge":
        n.add("Discharged home at ", _after(ctx, 60, 240), " with ", ctx.fam("F1").rel, ". Written advice given. GP follow-up with ",
              ctx.dname(ctx.clin("GP"), "dr"), " at ", ctx.v["PRAC0_NAME"], " in 2-3 days.\n")
        if r.random() < 0.5:
            n.add("Work certificate: unfit ", ctx.DN(ctx.visit), " to ", ctx.DN(ctx.future(3, 10)), ".\n")
    elif d in ("admit", "theatre", "cath"):
        wn = r.choice(P.WARD_NAMES[ctx.loc])
        kind = r.choice(P.WARD_KIND)
        dest = {"admit": "Admitted under ", "theatre": "Booked for theatre under ", "cath": "To cath lab under "}[d]
        n.add(dest, ctx.dname(ctx.clin("SPEC1", "SPEC"), "drfull"), ". ")
        if r.random() < 0.6:
            n.add("Bed allocated: ", S("HOSPITAL", "%s %s" % (wn, kind)), ", bed ", S("LOCATION_OTHER", str(r.randint(1, 32))), ".\n")
        else:
            n.add("Ward ", S("HOSPITAL", "%d%s" % (r.randint(2, 9), r.choice("ABCDEN"))), ", room ",
                  S("LOCATION_OTHER", "%d" % r.randint(1, 40)), ".\n")
        n.add("Handover to ward RN ", ctx.dname(ctx.clin("RN3", "RN"), "full"), " at ", _after(ctx, 30, 180), ".\n")
    n.add("\n")


def ed_full(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    fns = [f for f in ED_SCEN if _eligible(ctx, f)]
    _start(ctx)
    sc = ctx.pick("ed_scen", fns)(ctx)
    hosp = ctx.inst("HOSP0", "hospital")
    tri = ctx.clin("RN1", "RN")
    doc = ctx.clin("ED1", "ED")
    reg = ctx.clin("REG1", "REG")
    cat = r.randint(1, 5) if sc["dispo"] == "discharge" else r.randint(1, 3)
    n.add(S("HOSPITAL", hosp.name.upper() if r.random() < 0.5 else hosp.name), " - EMERGENCY DEPARTMENT\n")
    n.add("ED Episode: ", S("ACCOUNT", C.account_no(r)), "    ", ctx.v["MRNL"], ": ", ctx.v["MRN"], "\n")
    n.add("Name: ", ctx.pt_name("caps"), "    DOB: ", ctx.v["DOB"], " (", ctx.v["AGE"], "y)    Sex: ", ctx.pron("sex"), "\n")
    n.add("Address: ", ctx.v["ADDR1"], "\n")
    if ctx.loc == "AU" and r.random() < 0.7:
        n.add("Medicare: ", S("HEALTHPLAN", C.medicare_au(r)), "   ")
        if r.random() < 0.3:
            n.add("DVA: ", S("HEALTHPLAN", C.dva_au(r)), "   ")
    elif ctx.loc == "CA":
        n.add(ctx.v["HPL"], ": ", ctx.v["HPV"], "   ")
    n.add("Ph: ", ctx.v["MOB"], "\n")
    n.add("Arrived: ", ctx.D(ctx.visit), " ", _fmt(ctx._arr), "   ")
    n.add("Triage cat: ", ("ATS %d" if ctx.loc != "CA" else "CTAS %d") % cat, "   Triage RN: ", ctx.dname(tri, "full"), "\n")
    _arrival(n, ctx)
    n.add("Location: ", r.choice(["Paeds bay", "Paeds cubicle"] if ctx.age < 16 else
                                 ["Cubicle", "Bed", "Resus", "Fast Track", "Acute", "Bay"]), " ",
          S("LOCATION_OTHER", str(r.randint(1, 24))), "\n")
    n.add("-" * 60, "\n")
    n.add("PRESENTING COMPLAINT: ", sc["pc"], "\n\nHISTORY\n", sc["hpi"], B.ros(ctx), "\n")
    B.pmhx(n, ctx, style=r.choice([0, 1]))
    n.add("Meds:\n", B.meds_list(ctx, 1, 5, style=0))
    n.add("Allergies: ", r.choice(B.ALLERGIES), "\n")
    if ctx.age >= 16 and r.random() < 0.6:
        B.social_hx(n, ctx, style=r.choice([0, 1]))
    n.add("\nEXAMINATION\n", "" if sc["vit"] else B.vitals(ctx) + "\n", sc["exam"], B.exam_sys(ctx, sc["skip"]), "\nINVESTIGATIONS\n", sc["ix"],
          B.results_line(ctx), "\nED COURSE\n", sc["course"])
    n.add("Discussed with ", ctx.dname(doc, "dr"), " (ED consultant).\n\nDIAGNOSIS: ", sc["dx"], "\n\nDISPOSITION\n")
    _dispo(n, ctx, sc, hosp)
    n.add(ctx.dname(reg, "drfull"), ", ED Registrar   ", r.choice(["pager ", "page ", "Pager: "]), S("PHONE", C.pager(r)), "\n")
    if r.random() < 0.5:
        n.add("Scribe: ", ctx.dname(ctx.clin("ADMIN1", "ADMIN"), "full"), "\n")
    B.emr_footer(n, ctx, reg, ip=r.random() < 0.2)
    return n


def ed_terse(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    fns = [f for f in ED_SCEN if _eligible(ctx, f)]
    _start(ctx)
    sc = ctx.pick("ed_scen", fns)(ctx)
    hosp = ctx.inst("HOSP0", "hospital")
    doc = ctx.clin("ED1", "ED")
    n.add("ED MO NOTE  ", S("HOSPITAL", hosp.name), "  ", ctx.D(ctx.visit), " ", _after(ctx, 15, 90), "\n")
    n.add(ctx.pt_name("caps"), " ", ctx.v["AGE"], ctx.pron("sex"), " ", ctx.v["MRNL"], " ", ctx.v["MRN"], "\n\n")
    n.add("PC: ", sc["pc"], "\nHPI: ", sc["hpi"], B.ros(ctx))
    B.pmhx(n, ctx, style=1)
    n.add("Meds: ", B.meds_inline(ctx, 1, 5), "\n")
    n.add("Allergies: ", r.choice(B.ALLERGIES), "\n")
    if ctx.age >= 16:
        B.social_hx(n, ctx, style=1)
    n.add("O/E: ", "" if sc["vit"] else B.vitals(ctx, full=False) + ". ", sc["exam"], B.exam_sys(ctx, sc["skip"]))
    n.add("Ix: ", sc["ix"], "Mx: ", sc["course"], "Imp: ", sc["dx"], "\n")
    _dispo(n, ctx, sc, hosp)
    n.add(ctx.dname(doc, r.choice(["drfull", "ginit"])), " ", r.choice(["ED", "EM consultant", "CMO", "SRMO"]), " / ",
          ctx.dname(doc, "user"), "\n")
    return n


def ed_nursing(ctx):
    r = ctx.rng
    n = C.Note(ctx)
    fns = [f for f in ED_SCEN if _eligible(ctx, f)]
    _start(ctx)
    sc = ctx.pick("ed_scen", fns)(ctx)
    hosp = ctx.inst("HOSP0", "hospital")
    rn = ctx.clin("RN1", "RN")
    n.add(S("HOSPITAL", hosp.name), " Emergency - Triage & Nursing Notes\n")
    n.add("Pt: ", ctx.pt_name("full"), " | DOB ", ctx.v["DOB"], " | ", ctx.v["MRNL"], " ", ctx.v["MRN"],
          " | Visit ", S("ACCOUNT", C.account_no(r)), "\n")
    n.add("NOK: ", ctx.fname(ctx.fam("F1")), " (", ctx.fam("F1").rel, ") ", ctx.v["F1_PH"], "\n\n")
    n.add(ctx.D(ctx.visit), "\n")
    n.add(_fmt(ctx._arr), " TRIAGE (", ctx.dname(rn, "full"), "): ", sc["pc"], ". ", sc["hpi"])
    n.add(_fmt(ctx._arr + 3), " ", B.vitals(ctx), ". Allergies: ", r.choice(B.ALLERGIES), ".\n")
    _arrival(n, ctx)
    n.add(_after(ctx, 10, 40), " Moved to bed ", S("LOCATION_OTHER", str(r.randint(1, 30))), ". ")
    if sc["pc"] in ("Hand laceration at work", "Dog bite", "Head injury - sport"):
        n.add("Wound/area cleaned and dressed; neuro obs commenced where indicated.\n")
    else:
        n.add("IVC inserted, bloods sent (lab no. ", S("IDNUM", C.lab_no(r)), ").\n")
    n.add(_after(ctx, 10, 60), " Reviewed by ", ctx.dname(ctx.clin("ED1", "ED"), "dr"), ". ",
          sc["course"])
    n.add(_after(ctx, 10, 40), " Pain score %d/10, " % r.randint(2, 9), r.choice([
        "IV paracetamol 1 g given", "oxycodone 5 mg PO given", "methoxyflurane self-administered", "fentanyl 50 mcg IN given",
        "ice pack and elevation"]), ". Pressure areas intact. Falls risk assessed: ", r.choice(["low", "medium", "high"]), ".\n")
    n.add(_after(ctx, 20, 60), " Repeat obs: ", B.vitals(ctx), ". ", r.choice([
        "Tolerating oral fluids.", "Voided 300 mL.", "NBM pending review.", "Sleeping between obs."]), "\n")
    n.add(_after(ctx, 10, 50), " Family updated: ", ctx.fam("F1").rel, " ",
          ctx.fname(ctx.fam("F1"), "given"), " at bedside. Valuables (wallet, phone) listed and given to ",
          ctx.fname(ctx.fam("F1"), "given"), ".\n")
    _dispo(n, ctx, sc, hosp)
    n.add("Signed ", ctx.dname(rn, "fullcred"), " (", ctx.dname(rn, "user"), ")\n")
    return n


def emergency(ctx):
    return ctx.pick("ed_layout", [ed_full, ed_terse, ed_nursing])(ctx)
