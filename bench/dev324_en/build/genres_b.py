"""Genres: limb salvage operative note, endoprosthesis lengthening record, chemotherapy cycle note."""
import math

import clin
import locales as L
from blocks import building, family_contact, patient_header, site_group, site_text
from core import Doc, age_phrase, audit, hhmm, sign
from genres_a import staff_ref

D = L.add_days


SITE_OPS = {
    "knee": (["medial parapatellar", "anteromedial", "anterolateral"], ["vastus intermedius", "medial gastrocnemius",
                                                                      "popliteus"],
             ["medial gastrocnemius flap and extensor mechanism repair", "patellar tendon reattached to "
              "prosthesis with synthetic tube", "layered closure over implant"], "patellar tracking satisfactory"),
    "hip": (["extended lateral (Watson-Jones)", "utility (ilioinguinal plus posterior)", "posterolateral"],
            ["gluteus medius", "iliacus", "vastus lateralis"], ["abductors reattached to greater trochanter "
                                                                "remnant via synthetic mesh", "capsule "
                                                                "reconstructed with Trevira tube"],
            "hip stable to 90 deg flexion and 30 deg internal rotation"),
    "shoulder": (["extended deltopectoral", "deltopectoral with posterior extension"], ["deltoid", "subscapularis",
                                                                                      "brachialis"],
                 ["rotator cuff tenodesed to mesh", "deltoid reattached; capsule reconstructed"],
                 "humeral head stable in the glenoid on passive movement"),
    "distal_upper": (["dorsal wrist", "volar Henry"], ["pronator quadratus", "extensor pollicis longus sheath"],
                     ["tendon transfers as planned", "local flap"], "carpus reduced and stable"),
    "foot": (["posterolateral", "medial hindfoot"], ["abductor hallucis", "soleus", "flexor digitorum brevis"],
             ["local rotation flap", "free ALT flap (Plastics)"], "alignment satisfactory"),
    "thigh": (["longitudinal anterior thigh", "medial thigh", "posterior thigh"], ["vastus lateralis", "adductor "
                                                                                   "magnus", "biceps femoris"],
              ["layered closure", "local fasciocutaneous flap", "pedicled ALT flap (Plastics)"],
              "length and rotation satisfactory"),
}
SITE_POS = {"knee": ["supine, sandbag under buttock", "supine, side support and foot bolster"],
            "hip": ["lateral decubitus", "floppy lateral", "supine with sandbag under buttock"],
            "shoulder": ["beach chair", "supine, arm on board"], "distal_upper": ["supine, arm table"],
            "foot": ["prone", "lateral decubitus"], "thigh": ["supine", "prone", "lateral decubitus"]}
SITE_WB = {"knee": ["FWB as able in hinged knee brace locked 0-30", "PWB 50% for 6/52 in extension splint"],
           "hip": ["touch weight bearing, hip precautions", "PWB with abduction brace 6/52"],
           "shoulder": ["NWB; sling 4/52", "sling; pendulum exercises only"],
           "distal_upper": ["backslab, elevate", "NWB through wrist 6/52"], "foot": ["NWB in boot 6/52",
                                                                                  "heel weight bearing only"],
           "thigh": ["FWB as able", "WBAT, knee immobiliser overnight"]}
SITE_PHYSIO = {"knee": ["sit out, quads drills", "CPM 0-30 then increase 10 deg/day"],
               "hip": ["mobilise with frame, hip precautions", "bed exercises, sit out"],
               "shoulder": ["elbow/wrist ROM, sling", "pendulums day 2"], "distal_upper": ["finger ROM hourly"],
               "foot": ["crutch training NWB", "transfers"], "thigh": ["mobilise with frame", "sit out, quads drills"]}


def implant_key(case):
    s = case.site.split(" (")[0]
    return clin.SURGERY.get(s, (None, None))


def operative_note(case):
    rng = case.rng
    d = Doc(case.us)
    t = case.tumour
    od = case.date
    proc, ikey = implant_key(case)
    if not t["bone"]:
        proc = "wide excision of %s %s%s" % (site_text(case, True), t["short"], rng.choice(
            ["", " with local rotation flap", " and split-skin graft", " with en bloc resection of adjacent "
             "periosteum", " and nerve graft (Plastics)"]))
        ikey = None
    elif proc is None:
        proc = "wide resection of %s %s" % (site_text(case, True), t["short"])
    us = case.us
    d.t(rng.choice(["OPERATION NOTE\n", "OPERATIVE REPORT\n" if us else "Operation Note\n", "OP NOTE\n"]))
    d.p("HOSPITAL", case.centre).t(rng.choice([" - Main Theatres\n", " - Orthopaedic Theatres\n", "\n"]))
    patient_header(d, case, rng.choice(["banner", "sticker", "kv"]), phone=False, addr=rng.random() < 0.3)
    d.t("Ward: ").p("HOSPITAL", case.ward).t("  Bed ").p("LOC", case.bed).t("\n")
    d.f("Date of surgery: {DATE:o}   Theatre {LOC:th}   Start {a}  Finish {b}\n", o=case.ds(od),
        th=str(rng.randint(1, 12)) if rng.random() < 0.7 else rng.choice(["4A", "OR 7", "OR 12", "6B"]),
        a=hhmm(rng, 8, 9), b=hhmm(rng, 12, 17))
    d.t("Surgeon: ")
    staff_ref(d, case, "surgeon", "full")
    d.t("\nAssistant: ")
    staff_ref(d, case, "registrar", rng.choice(["full", "fi_l"]))
    d.t(rng.choice([" (Fellow)", " (ST6)", " (Registrar)", ""]))
    if rng.random() < 0.4:
        d.t("; ")
        staff_ref(d, case, "referrer", "fi_l")
        d.t(" (Plastics)")
    d.t("\nAnaesthetist: ")
    staff_ref(d, case, "anaesthetist", rng.choice(["full", "fi_l"]))
    d.t("\nScrub: ")
    staff_ref(d, case, "nurse", "full", title=False)
    d.f("\n\nDiagnosis: {nm}, {site}", nm=t["name"], site=site_text(case))
    if t["regimen"] and t["bone"]:
        d.f(", post neoadjuvant {r} x {n}", r=clin.REGIMEN_NAME[t["regimen"]], n=rng.randint(2, 4))
    elif not t["bone"]:
        d.t(rng.choice([", post pre-op RT 50 Gy/25# (completed ", ", unplanned excision elsewhere ("]))
        d.p("DATE", case.ds(D(od, -rng.randint(28, 50)))).t(")")
    d.f("\nProcedure: {p}\n", p=proc[0].upper() + proc[1:])
    d.t("Consent: form signed ")
    d.p("DATE", case.ds(D(od, -rng.randint(1, 20))))
    d.f("; discussed infection (~{inf}%), wound breakdown, nerve palsy, DVT/PE, fracture, need for further "
        "surgery and amputation.\n", inf=rng.choice(["5", "8", "10", "15"]))
    d.t("WHO checklist completed; site marked; MRI on screen.\n\n")
    d.f("Anaesthesia: GA{ex}. Antibiotics: {ab} at induction. TXA 1 g IV.\n", ex=rng.choice(
        [" + epidural", " + sciatic/femoral catheters", " + spinal", ""]), ab=rng.choice(
        ["cefazolin 2 g IV", "cefuroxime 1.5 g + teicoplanin 400 mg IV", "flucloxacillin 2 g + gentamicin 3 mg/kg",
         "vancomycin 15 mg/kg (penicillin allergy)"]))
    g = site_group(case)
    d.f("Position: {p}. Tourniquet: {tq}.\n", p=rng.choice(SITE_POS[g]),
        tq=rng.choice(["not used", "%d min at 300 mmHg" % rng.randint(45, 120), "inflated for exposure only, "
                                                                              "%d min" % rng.randint(20, 40)]))
    d.t("\nFindings:\n")
    vessel = {"knee": "popliteal artery", "hip": "femoral vessels", "shoulder": "axillary artery",
              "distal_upper": "radial artery", "foot": "posterior tibial artery", "thigh": "SFA"}[g]
    d.t(rng.choice(["Tumour well encapsulated after chemotherapy, no fungation." if case.tumour["regimen"] else
                    "Tumour well encapsulated, no fungation.",
                    "Biopsy tract identified and excised en bloc with a 1 cm skin ellipse.",
                    "Pseudocapsule adherent to the %s adventitia; vessel preserved with adventitial peel." % vessel,
                    "Marked post-radiation fibrosis; tissues woody." if not case.tumour["bone"] else
                    "Soft-tissue component smaller than on diagnostic MRI.", "Neurovascular bundle clear of tumour."]))
    d.t(" " + rng.choice(["Good bleeding muscle.", "No gross contamination.", "Joint not breached.",
                          "Nerve stimulated intact at end."]) + "\n")
    d.t("\nProcedure:\n")
    g = site_group(case)
    ap, cuff, recon, ip_step = SITE_OPS[g]
    if not ikey:
        recon = [r for r in recon if "prosthesis" not in r and "implant" not in r] or ["layered closure"]
    if case.site.startswith("proximal fibula"):
        ap = ["lateral", "posterolateral"]
        cuff = ["peroneus longus", "soleus"]
    steps = ["Extensile %s approach incorporating biopsy tract." % rng.choice(ap),
             "Wide resection through normal tissue planes; cuff of %s left on tumour." % rng.choice(cuff)]
    if ikey:
        steps += ["Osteotomy at %d mm from joint line per MRI plan; marrow sent for frozen section - clear." %
                  rng.randint(120, 210), "Canal reamed to %d mm; trial reduction, length and rotation checked."
                  % rng.randint(11, 16), "Cemented stem; components assembled; " + ip_step + "."]
    steps += ["Haemostasis; %s." % rng.choice(["two 14Fr drains", "one 10Fr Redivac drain", "two Blake drains"]),
              "Soft tissue reconstruction: %s." % rng.choice(recon),
              "Skin: %s; %s dressing." % (rng.choice(["clips", "3-0 nylon", "subcuticular 3-0 Monocryl"]),
                                          rng.choice(["PICO negative-pressure", "Mepore", "Aquacel"]))]
    for i, s in enumerate(steps):
        d.f("{i}. {s}\n", i=i + 1, s=s)
    if ikey:
        d.t("\nImplants:\n")
        d.t("Component                          REF          LOT          SN\n")
        model = rng.choice(clin.IMPLANTS[ikey])
        comps = [(model + " body", 1), ("Cemented stem %d x %d mm" % (rng.choice([11, 12, 13, 14]),
                                                                      rng.choice([125, 150])), 1),
                 ({"DFR": "Rotating hinge tibial component", "PTR": "Femoral component, size M",
                   "PFR": "Bipolar head %d mm" % rng.choice([44, 46, 48, 50]), "PHR": "Humeral head 44 mm",
                   "pelvic": "Pedestal cup, 28 mm liner"}[ikey], rng.random() < 0.5),
                 ("Bone cement (gentamicin) 40 g x2", 0)]
        for c, hassn in comps:
            d.f("{c:<34} {ref:<12} {DEV:lot}", c=c[:34], ref="%s-%s" % (L.digits(rng, 3), L.digits(rng, 4)),
                lot=L.device_serial(rng, "lot"))
            if hassn:
                d.t("    ").p("DEV", L.device_serial(rng, "implant"))
            d.t("\n")
    if rng.random() < 0.6:
        d.f("\nFrozen section ref {ID:f}: margin clear.\n", f="FS%s-%s" % (od.year % 100, L.digits(rng, 4)))
    d.f("\nEBL: {e} mL. Cell salvage {cs}. Transfusion: {tr}.\n", e=rng.choice([300, 450, 800, 1200, 1600, 650]),
        cs=rng.choice(["used, 380 mL returned", "not used", "used, 210 mL returned"]),
        tr=rng.choice(["nil", "2 units RBC", "1 unit RBC", "nil"]))
    d.f("Specimen: en bloc to histopathology ({ID:s}); orientation sutures: {o}.\n",
        s="%s%s-%s" % (rng.choice(["S", "H"]), od.year % 100, L.digits(rng, 5)), o=rng.choice(
            ["short superior, long lateral", "single proximal, double medial"]))
    d.t("\nPost-op plan:\n")
    d.f("- {wb}\n- {vte}\n- Antibiotics: {ab}\n- Check X-ray and Hb day 1; drains out when <50 mL/24 h\n"
        "- Physio day 1: {ph}\n- Neurovascular obs hourly for 12 h\n", wb=rng.choice(SITE_WB[g]), vte=rng.choice(
            ["enoxaparin 40 mg SC OD for 28 days + TEDS", "rivaroxaban 10 mg OD for 5 weeks",
             "dalteparin 5000 units OD"]), ab=rng.choice(["cefuroxime 750 mg IV TDS x 3 doses", "24 h only",
                                                           "continue 5 days (endoprosthesis protocol)"]),
        ph=rng.choice(SITE_PHYSIO[g]))
    if rng.random() < 0.5:
        family_contact(d, case, 0, "- Update family")
        d.t("\n")
    d.t("\n")
    sign(d, case, "surgeon", with_lic=rng.random() < 0.5)
    d.t("\n")
    if rng.random() < 0.5:
        audit(d, case, "surgeon", od)
    return d


def lengthening(case):
    rng = case.rng
    d = Doc(case.us)
    adult_nail = case.age >= 17
    if adult_nail:
        case.site = rng.choice(["distal femur", "femoral diaphysis"])
    elif not case.site.startswith(("distal femur", "proximal tibia")):
        case.site = rng.choice(["distal femur", "distal femur", "proximal tibia"])
    d.p("HOSPITAL", case.centre).t(" - %s\n" % rng.choice(["Paediatric Orthopaedic Oncology",
                                                          "Bone Tumour Unit", "Limb Reconstruction Service"]))
    d.t(rng.choice(["NON-INVASIVE EXTENDIBLE ENDOPROSTHESIS - LENGTHENING RECORD\n",
                    "Lengthening session record\n", "EXTENDIBLE PROSTHESIS LENGTHENING\n"]) if not adult_nail else
        "MAGNETIC LENGTHENING NAIL - DISTRACTION RECORD\n")
    d.t("\n")
    patient_header(d, case, rng.choice(["kv", "table", "banner"]), phone=rng.random() < 0.5)
    if case.child:
        f = case.fam(0)
        d.t("Parent present: " if f.rel in ("mother", "father", "mum", "dad", "stepfather") else "Accompanied by: ")
        d.f("{rel} ", rel=f.rel)
        d.p("FAMILY", f.fmt(rng.choice(["full", "f"])))
        if rng.random() < 0.5:
            d.f(" ({PHONE:p})", p=f.phone)
        d.t("\n")
    today = case.date
    n_prev = rng.randint(2, 4) if adult_nail else rng.randint(2, 7)
    prev = []
    when = today
    for i in range(n_prev):
        when = D(when, -(rng.randint(10, 21) if adult_nail else rng.randint(35, 120)))
        prev.append(when)
    prev.reverse()
    imp_date = D(prev[0], -(rng.randint(7, 14) if adult_nail else rng.randint(60, 200)))
    d.t("\nImplant: ")
    if adult_nail:
        d.f("magnetic intramedullary lengthening nail, {side} femur, {mm} mm stroke\nSerial no.: {DEV:sn}\n"
            "External remote controller: ERC serial {DEV:erc}\n", side=case.side, mm=rng.choice([50, 65, 80]),
            sn=L.device_serial(rng, "implant"), erc=L.device_serial(rng, "pump"))
    else:
        d.f("{m}, {site}\nSerial no.: {DEV:sn}   Expandable length: {x} mm\n", m=rng.choice(
            [clin.GROWING[0], clin.GROWING[3]] + ([clin.GROWING[1]] if case.site == "distal femur" else
                                                  [clin.GROWING[2]])),
            site=site_text(case, True), sn=L.device_serial(rng, "implant"), x=rng.choice([40, 60, 80, 100]))
    d.f("Implanted: {DATE:i} by ", i=case.ds(imp_date))
    staff_ref(d, case, "surgeon", rng.choice(["full", "fi_l"]))
    d.t(" at ").p("HOSPITAL", case.centre if rng.random() < 0.7 else case.local_hosp).t("\n")
    d.f("Original diagnosis: {nm}, ", nm=case.tumour["short"])
    d.p("DATE", case.ds(D(imp_date, -rng.randint(90, 140)), rng.choice(["month_year", "mon_year", "year"])))
    d.f("; {chemo}\n", chemo=rng.choice(["completed MAP", "completed VDC/IE", "chemotherapy completed, in remission",
                                        "on surveillance, CT chest clear"]))
    d.t("\nPrevious lengthenings:\n")
    d.t("No.  Date          mm    Cumulative   Notes\n")
    cum = 0.0
    for i, last in enumerate(prev):
        mm = rng.choice([3.0, 4.0, 4.0, 5.0, 2.5, 6.0] if not adult_nail else [5.0, 7.0, 8.0, 10.0])
        cum += mm
        d.f("{i:<4} {DATE:dt}", i=i + 1, dt=case.ds(last, case.dmain))
        d.f("{pad}{mm:<5} {cu:<12} {nt}\n", pad=" " * max(1, 14 - len(case.ds(last, case.dmain))), mm=mm,
            cu="%.1f" % cum, nt=rng.choice(["uneventful", "tight hamstrings, stopped early", "-", "-",
                                            "mild pain, paracetamol", "knee flexion lost 20 deg, recovered"]))
    d.f("\nToday: {DATE:t}  session #{n}\n", t=case.ds(today), n=n_prev + 1)
    d.f("Pre-lengthening: height {h} cm ({c} centile), weight {w} kg. LLD {lld} mm ({how}). "
        "Knee ROM {r1}. Distal NV intact. Pain {p}/10. Wound healed, no erythema.\n",
        h="%.1f" % (110 + case.age * 3.6 + rng.uniform(-8, 8)), c=ordinal_centile(rng),
        w="%.1f" % (12 + case.age * 2.6 + rng.uniform(-5, 9)),
        lld=rng.randint(8, 38), how=rng.choice(["blocks", "scanogram", "tape, ASIS-medial malleolus"]),
        r1=rng.choice(["0-120", "0-110", "5-95", "0-130"]), p=rng.randint(0, 3))
    target = rng.choice([3, 4, 5, 6])
    got = target - rng.choice([0, 0, 0, 0.5, 1])
    ns = rng.randint(1, 3)
    how = ("ERC applied over marked magnet position; prescription %s mm/day in %d increments" % (
        rng.choice(["1", "0.75", "1"]), rng.randint(3, 4)) if adult_nail else rng.choice(
        ["limb positioned in external drive unit, run in %d session%s of %d min" % (ns, "s" if ns > 1 else "",
                                                                                    rng.randint(4, 12)),
         "drive unit, continuous run %d min" % rng.randint(8, 20)]))
    d.f("Procedure: {how}. Target {tg} mm; achieved {g} mm ({conf}).\n", how=how, tg=target, g=got,
        conf=rng.choice(["confirmed on AP radiograph, marker gap %.1f mm" % rng.uniform(100, 140),
                         "confirmed radiographically", "ultrasound check of telescoping segment"]))
    d.f("Post: ROM {r}, {sx}. Capillary refill <2 s; foot pulses present.\n", r=rng.choice(["0-100", "0-95", "5-90",
                                                                                           "0-115"]),
        sx=rng.choice(["hamstring tightness", "no pain", "tingling in dorsum of foot, resolved in 20 min",
                       "calf ache"]))
    d.t("Advice: stretches BD, ")
    d.t(rng.choice(["continue physio at ", "hydrotherapy at ", "community physio via "]))
    d.p("HOSPITAL", case.local_hosp).t(". ")
    if case.child and rng.random() < 0.5:
        d.t("Letter for school (").p("ORG", case.employer).t(") re PE.")
    d.t("\n")
    nxt = D(today, rng.choice([14, 21]) if adult_nail else rng.choice([28, 42, 56, 84]))
    d.f("Next lengthening: {DATE:n} ({wk}/52). Review in clinic with ", n=case.ds(nxt), wk=(nxt - today).days // 7)
    staff_ref(d, case, "surgeon", "l")
    d.t(".\n\n")
    d.t("Performed by: ")
    staff_ref(d, case, rng.choice(["keyworker", "physio"]), "full", title=False)
    d.t(rng.choice([" (Clinical Specialist)", " (Extendible Implant Nurse)", ""]) + "\nRadiographer: ")
    staff_ref(d, case, "nurse", rng.choice(["full", "fi_l"]), title=False)
    d.t("\n")
    if rng.random() < 0.5:
        audit(d, case, "keyworker", today)
    return d


def ordinal_centile(rng):
    return rng.choice(["2nd", "9th", "25th", "50th", "75th", "91st", "98th", "25th-50th"])


# ------------------------------------------------------------------ chemotherapy
def chemo_cycle(case):
    rng = case.rng
    d = Doc(case.us)
    t = case.tumour
    reg = t["regimen"]
    cyc_n = clin.N_CYCLES[reg]
    cyc = min(cyc_n, case.cycle + 1)
    ht = (100 + case.age * 4.5 + rng.uniform(-8, 8)) if case.age < 16 else rng.uniform(152, 176) + (
        10 if case.sex == "M" else 0)
    wt = (10 + case.age * 2.8 + rng.uniform(-4, 8)) if case.age < 16 else (ht - 100) * rng.uniform(0.75, 1.35)
    bsa = math.sqrt(ht * wt / 3600)
    unit = case.ward if rng.random() < 0.4 else None
    d.t(rng.choice(["CHEMOTHERAPY CYCLE NOTE\n", "Chemotherapy pre-assessment and administration\n",
                    "SACT CYCLE REVIEW\n" if case.c == "GB" else "Oncology Infusion Visit Note\n"]))
    d.p("HOSPITAL", case.centre)
    d.t(" - ")
    if unit:
        d.p("HOSPITAL", unit)
    else:
        d.t(rng.choice(["Oncology Day Unit", "TYA Day Unit", "Ambulatory Chemotherapy", "Infusion Center"]))
    d.t("\n\n")
    patient_header(d, case, rng.choice(["banner", "kv"]), phone=rng.random() < 0.4, addr=rng.random() < 0.4)
    d.f("\nRegimen: {rn}   Cycle {c} of {n}, Day 1   Protocol: {pr}\n", rn=clin.REGIMEN_NAME[reg], c=cyc, n=cyc_n,
        pr=rng.choice(["SARC-%02d v%d.%d" % (rng.randint(1, 30), rng.randint(1, 6), rng.randint(0, 9)),
                       "local protocol", "EpSSG-style", "per consultant"]))
    d.f("Date: {DATE:d}  Time in chair: {tm}\n", d=case.ds(case.date), tm=hhmm(rng, 8, 13))
    d.t("Prescriber: ")
    staff_ref(d, case, "paed_onc" if case.age < 19 else "oncologist", rng.choice(["full", "fi_l"]))
    if rng.random() < 0.4:
        d.f(" ({lab} {LIC:v})", lab=case.st("paed_onc" if case.age < 19 else "oncologist").lic[0],
            v=case.st("paed_onc" if case.age < 19 else "oncologist").lic[1])
    d.t("\n\nIdentity check: name, DOB and wristband confirmed")
    if rng.random() < 0.75:
        bk, blab = rng.choice([("palm", "palm-vein biometric"), ("fingerprint", "fingerprint ID"),
                               ("bio", "biometric ID"), ("palm", "palm-vein ID")])
        d.f("; {kind} {BIOID:b} matched", kind=blab, b=L.bioid(rng, bk))
    d.t(".\n")
    d.f("Ht {h} cm  Wt {w} kg  BSA {b} m2 (Mosteller){cap}\n", h="%.1f" % ht, w="%.1f" % wt, b="%.2f" % bsa,
        cap=rng.choice(["", "", "; wt change <5%, no dose recalculation"]))
    bd = D(case.date, -rng.randint(0, 2))
    d.f("\nBloods ({DATE:b}):\n", b=case.ds(bd))
    d.t(clin.lab_table(rng, ["Hb", "WCC", "Neut", "Plt", "Creat", "eGFR", "Bili", "ALT", "Mg", "PO4"], case.us))
    d.t("\n")
    if reg == "MAP" and rng.random() < 0.6:
        d.f("Previous HD-MTX clearance: 24 h {a} umol/L, 48 h {b}, 72 h {c}; {fa}.\n", a="%.1f" % rng.uniform(3, 20),
            b="%.2f" % rng.uniform(0.2, 1.4), c="%.2f" % rng.uniform(0.04, 0.2),
            fa=rng.choice(["folinic acid stopped at 72 h", "delayed clearance, extra 24 h hydration"]))
    if reg in ("MAP", "AP", "VDC/IE", "AI", "doxorubicin"):
        d.f("Echo {DATE:e}: LVEF {ef}% (baseline {b0}%). Cumulative doxorubicin {cum} mg/m2.\n",
            e=case.ds(D(case.date, -rng.randint(10, 60))), ef=rng.randint(52, 68), b0=rng.randint(58, 70),
            cum=rng.choice([150, 225, 300, 375, 450]))
    if reg in ("MAP", "AP") and rng.random() < 0.6:
        d.f("Audiogram: {a}.\n", a=rng.choice(["no change from baseline", "Brock grade 1, bilateral 8 kHz loss",
                                              "Chang grade 1a", "high-frequency loss 40 dB at 6 kHz - discussed"]))
    d.t("\nToxicity since last cycle (CTCAE v5.0):\n")
    for tox in rng.sample(["Nausea", "Vomiting", "Mucositis", "Fatigue", "Febrile neutropenia",
                           "Peripheral neuropathy", "Diarrhoea", "Haematuria", "Encephalopathy", "Tinnitus",
                           "Alopecia", "Constipation", "Anorexia"], 6):
        d.f("  {x:<20} G{g}\n", x=tox, g=rng.choice([0, 0, 0, 1, 1, 2, 3]))
    if rng.random() < 0.4:
        adm = D(case.date, -rng.randint(6, 16))
        d.f("Admitted to {HOSP:h} {DATE:a} with {what}; {tx}.\n", h=rng.choice([case.local_hosp, case.centre]),
            a=case.ds(adm), what=rng.choice(["febrile neutropenia", "mucositis grade 3", "C. difficile diarrhoea",
                                              "line infection (CoNS)"]),
            tx=rng.choice(["pip-tazobactam 48 h then oral step-down", "IV fluids, TPN 5 days",
                           "line salvaged with vancomycin locks", "discharged day 4"]))
    d.t("\nAssessment: ")
    opts = ["proceed at 100% dose", "proceed at 100%", "delay 1 week - neutrophils below threshold (<0.75)",
            "proceed, G-CSF added", "delay 1 week - platelets 62"]
    drugs = [x[0] for x in clin.REGIMENS[reg]]
    if "ifosfamide" in drugs:
        opts.append("proceed with 25% dose reduction of ifosfamide (encephalopathy last cycle)")
    if "cisplatin" in drugs:
        opts.append("proceed; omit cisplatin this cycle (ototoxicity)")
    if "vincristine" in drugs:
        opts.append("proceed; vincristine capped at 2 mg, constipation plan")
    decision = rng.choice(opts)
    d.f("{dec}. {ps}.\n\n", dec=decision[0].upper() + decision[1:], ps=rng.choice(
        ["Lansky 80", "Lansky 90", "Lansky 70"] if case.age < 16 else ["ECOG 1", "ECOG 0", "PS 1", "ECOG 2"]))
    d.t("Prescribed:\n")
    for drug, dose, route in clin.REGIMENS[reg]:
        try:
            per = float(dose.split()[0])
            tot = per * bsa
            unit_ = dose.split()[1].split("/")[0]
            d.f("  {dr:<16} {ds:<22} = {tot} {u}  {rt}\n", dr=drug, ds=dose, tot="%.0f" % tot if tot > 10 else
                "%.2f" % tot, u=unit_, rt=route)
        except ValueError:
            d.f("  {dr:<16} {ds:<22} {rt}\n", dr=drug, ds=dose, rt=route)
    ae = rng.sample(clin.ANTIEMETIC, 2)
    d.f("Supportive: {a}; {b}; {c}.\n", a=ae[0], b=ae[1], c=rng.choice(clin.SUPPORT))
    d.f("Hydration: {h}. Fluid balance and urine dipstick 4-hourly{m}.\n", h=rng.choice(
        ["3 L/m2/day", "2.5 L/m2/day with KCl", "hyperhydration with bicarbonate (target urine pH >7)"]),
        m=" (mesna)" if reg in ("AI", "VDC/IE") else "")
    d.t("\nAccess: ")
    if rng.random() < 0.4:
        d.f("implanted port, serial {DEV:s}; needle 20G 19 mm; good blood return.\n", s=L.device_serial(rng, "port"))
    else:
        d.t(rng.choice(["double-lumen Hickman, exit site clean, flushed.", "PICC right basilic, 42 cm, tip "
                                                                         "confirmed; dressing changed.",
                        "peripheral cannula 22G left forearm."]) + "\n")
    if rng.random() < 0.6:
        d.t("Accompanied by ")
        f = case.fam(0)
        d.f("{rel} ", rel=f.rel)
        d.p("FAMILY", f.fmt(rng.choice(["f", "full"])))
        if rng.random() < 0.4:
            d.t("; contact ").p("PHONE", f.phone)
        d.t(".\n")
    nxt = D(case.date, clin.CYCLE_LEN[reg])
    d.f("\nNext cycle: {DATE:n} (C{c}). Bloods 48 h prior at {HOSP:h}.\n", n=case.ds(nxt), c=cyc + 1,
        h=rng.choice([case.local_hosp, case.gp_practice]))
    d.f("Chemo helpline (24 h): {PHONE:p}\n", p=L.phone(rng, case.c))
    d.t("\nAdministered by: ")
    staff_ref(d, case, "nurse", "full", title=False)
    d.t(", RN; second check: ")
    d.p("DOCTOR", case.st("keyworker").fmt(rng.choice(["full", "init", "initc"])))
    d.t("\nPharmacy verification: ")
    staff_ref(d, case, "pharmacist", rng.choice(["full", "fi_l"]), title=False)
    d.f(" ({USER:u})\n", u=case.st("pharmacist").user)
    if rng.random() < 0.5:
        audit(d, case, "nurse", case.date)
    return d


GENRES = [
    ("limb_salvage_operative_note", operative_note, False),
    ("endoprosthesis_lengthening_record", lengthening, False, {"age": (8, 19)}),
    ("chemotherapy_cycle_note", chemo_cycle, False),
]
