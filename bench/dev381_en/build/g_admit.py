"""Genres: hip fracture admission clerking; anaesthetic pre-operative note."""
import clinical as CL
import hdr
import ids
from common import pick, chance, fd, tm, add_days, digits, sample


def A(c, uk, us):
    return us if c["cc"] in ("US", "CA") else uk


MECH = [
    "tripped over a rug in the {room} and fell onto {his} {side} side",
    "got up in the night to use the toilet, felt dizzy and fell",
    "slipped on wet floor in the bathroom",
    "fell backwards while reaching into a kitchen cupboard",
    "lost balance turning with {his} frame in the lounge",
    "fell from standing height getting out of a chair, ?mechanical ?syncope",
    "legs 'gave way' walking back from the toilet",
    "missed the bottom step of the stairs",
]
ROOMS = ["kitchen", "hallway", "bedroom", "lounge", "bathroom", "conservatory"]


def w_hpc(d, rng, c):
    when = rng.randrange(4)
    if when == 0:
        d.w("On [[DATE:v]] evening ", v=fd(c, c["fall_d"], "wday"))
    elif when == 1:
        d.w("At approx {t} on [[DATE:v]] ", t=tm(rng, c), v=fd(c, c["fall_d"], pick(rng, ["dm", "num2", "wd"])))
    elif when == 2:
        d.t("This morning ")
    else:
        d.t("Earlier today ")
    outside = chance(rng, 0.22)
    if outside and chance(rng, 0.4):
        d.w("{pt} fell in the car park at {the}[[LOCATION_OTHER:landmark]] getting out of {his} car (reg [[VEHICLE:veh]] - left there, {rel} informed)",
            pt=lambda x: hdr.pt_ref(x, rng, c, False), the="the " if c["landmark_the"] else "", rel=c["nok_rel"])
    elif outside:
        d.w("{pt} was out walking near {the}[[LOCATION_OTHER:landmark]] when {he} tripped on a kerb and fell onto {his} {side} hip",
            pt=lambda x: hdr.pt_ref(x, rng, c, False), the="the " if c["landmark_the"] else "")
    else:
        d.w("{pt} ", pt=lambda x: hdr.pt_ref(x, rng, c, False))
        d.w(pick(rng, MECH), room=pick(rng, ROOMS))
    d.t(". ")
    lie = c["lie_h"]
    if lie:
        d.w("Long lie ~{h} hrs. ", h=str(lie))
        if c["res"] in ("resid", "nursing"):
            d.w("Found on floor by night staff at [[HOSPITAL:home]]. ")
        elif chance(rng, 0.5):
            d.w("Found by {rel} [[FAMILY:nok_f]] who called 999. " if c["cc"] == "UK" else "Found by {rel} [[FAMILY:nok_f]] who called an ambulance. ",
                rel=c["nok_rel"])
        else:
            d.w("Found by carer ([[FAMILY:carer]], [[ORGANIZATION:agency]]) on the morning call. ")
    else:
        d.t(pick(rng, ["Pressed pendant alarm. ", "Able to call for help. ", "Witnessed by husband. " if c["sex"] == "F" else "Unwitnessed. ", "Unwitnessed. "]))
    d.t(pick(rng, ["No head injury, no LOC. ", "Denies head strike. ", "?head injury - small occipital haematoma. ", "No HI/LOC. "]))
    d.t(pick(rng, ["No preceding CP, palps or SOB. ", "No prodrome. ", "Some dizziness on standing recently. ", "Nil cardiac sx. "]))
    d.t("Unable to weight bear, pain %s groin %d/10. " % (c["S"], rng.randrange(5, 11)))
    if chance(rng, 0.55):
        d.w(A(c, "Brought in by ambulance (CAD [[IDNUM:v]]), ", "BIBA (run # [[IDNUM:v]]), "), v=ids.idnum(rng, "cad", c["adm_d"].year))
        d.t(pick(rng, ["given morphine 5mg IV + Entonox by crew. ", "paramedics gave IV paracetamol + 2.5mg morphine. ",
                       "methoxyflurane (Penthrox) given by crew. ", "fentanyl 50mcg IN en route. "]))
    if chance(rng, 0.5):
        d.w("FIB given in ED by [[DOCTOR:v]] at {t}. ", v=pick(rng, [c["reg_i"], c["sho"]]), t=tm(rng, c))


def clerking(d, rng, c):
    us = c["cc"] in ("US", "CA")
    k = rng.randrange(3)
    if k == 0:
        d.t(A(c, "ORTHOPAEDIC ADMISSION - HIP FRACTURE PATHWAY\n", "ORTHOPEDIC ADMISSION H&P - HIP FRACTURE PATHWAY\n"))
    elif k == 1:
        d.w("T&O clerking  [[HOSPITAL:hosp_abbr]]\n" if not us else "Ortho H&P  [[HOSPITAL:hosp_abbr]]\n")
    else:
        d.w("[[HOSPITAL:hosp]] - {x}\n", x=A(c, "Trauma & Orthopaedics admission proforma", "Orthopaedic Surgery admission"))
    hdr.banner(d, rng, c)
    hdr.when_line(d, rng, c, c["adm_d"], pick(rng, ["Date/time seen: ", "Seen: ", "Clerked "]))
    if chance(rng, 0.3):
        d.w("Seen in ED cubicle [[LOCATION_OTHER:v]]. ", v=str(rng.randrange(1, 25)))
    else:
        d.w("Seen in {where}. ", where=pick(rng, ["ED majors", "ED resus", "Emergency Dept", "ED"]))
    d.w("Referred by ED ({ref}).\n", ref=lambda x: hdr.dr(x, rng, c, "reg"))
    if chance(rng, 0.6):
        d.w("GP: ")
        hdr.dr(d, rng, c, "gp", pick(rng, [0, 1, 2]))
        d.w(", [[HOSPITAL:gp_prac]]\n")
    if chance(rng, 0.45):
        d.w("Palm-vein ID verified: [[BIOID:v]]\n" if us else "Identity confirmed with wristband + {rel}.\n",
            v=ids.bioid(rng, "palm"), rel=c["nok_rel"])
    d.t("\nPC: ")
    d.t(pick(rng, ["Fall, unable to weight bear", "%s hip pain post fall" % c["S"], "?#NOF", "Fall at home - %s hip pain" % c["S"]]))
    d.t("\n\nHPC: ")
    d.w("[[AGE:age]]{y} {sx}{pre}. ", y=pick(rng, ["yo", " yo", "y/o", "-year-old"]), sx=pick(rng, [c["sexw"], c["lady"], c["sx"]]),
        pre=pick(rng, ["", " with fall + %s hip pain" % c["S"], ", %s" % ("nursing home resident" if c["res"] == "nursing" else "usually %s" % c["mob"])]))
    if chance(rng, 0.3):
        d.w("Retired [[PROFESSION:prof]]. ")
    w_hpc(d, rng, c)
    d.t("\n\nPMH:\n")
    CL.w_pmh(d, rng, c)
    d.t("\n\nDH:\n")
    CL.w_meds(d, rng, c)
    d.t(pick(rng, ["Allergies: NKDA\n", "Allergies: penicillin (rash)\n", "ALLERGIES: codeine - vomiting\n", "NKDA\n",
                   "Allergy: trimethoprim (angioedema)\n"]))
    if c["ac"]:
        d.w("Last dose {ac}: [[DATE:v]] {t} (per {src})\n", ac=c["ac"], v=fd(c, c["fall_d"], pick(rng, ["dm", "num2"])),
            t=tm(rng, c), src=pick(rng, ["pt", "blister pack", c["nok_rel"], "care home MAR"]))
    d.t("\nSH: ")
    CL.w_social(d, rng, c)
    d.t("\n")
    if chance(rng, 0.7):
        hdr.nok_line(d, rng, c)
    if chance(rng, 0.4):
        d.w("Collateral from {rel} [[FAMILY:nok_f]] by phone: ", rel=c["nok_rel"])
        d.t(pick(rng, ["normally sharp, manages own meds. ", "memory worse over last 6/12. ",
                       "has been more muddled since a UTI last month. ", "independent with ADLs until this fall. "]))
        d.t("\n")
    d.t("\nO/E:\n")
    if chance(rng, 0.4):
        d.t({"UK": "Manchester Triage: orange. ", "IE": "Manchester Triage cat 2. ", "AU": "ATS 3. ", "NZ": "ATS 3. ",
             "CA": "CTAS 3. ", "US": "ESI 3. "}[c["cc"]])
    CL.w_obs(d, rng, c)
    d.t("\n")
    d.t(pick(rng, ["Alert, GCS 15. ", "Drowsy but rousable, GCS 14 (E3V5M6). ", "A&Ox2. ", "GCS 15/15, pleasantly confused. "]))
    d.t("%s leg shortened and externally rotated. Pain on log roll. " % c["Side"])
    d.t(pick(rng, ["NV intact distally, DP/PT pulses palpable. ", "Distal pulses present, sensation intact. ", "NVI. "]))
    d.t(pick(rng, ["Skin intact. ", "Heels intact, sacrum blanching. ", "Grade 1 PU L heel. ", "Skin tears both forearms. "]))
    d.t(pick(rng, ["Chest clear. HS I+II+0. ", "Bibasal creps. ESM radiating to carotids. ", "Chest: scattered wheeze. "]))
    d.t(pick(rng, ["Abdo SNT.\n", "Abdo soft, palpable bladder.\n", "Abdo: NAD.\n"]))
    d.w("AMTS {a}/10. 4AT {f}. CFS {cf}. ", a=c["amts"], f=str(rng.randrange(0, 9)), cf=c["cfs"])
    if chance(rng, 0.5):
        d.w("Waterlow {w}, MUST {m}.", w=str(rng.randrange(10, 26)), m=str(rng.randrange(0, 3)))
    d.t("\n\nIx:\nBloods: ")
    CL.w_bloods(d, rng, c)
    d.t("\nG&S: ")
    d.w("sample [[IDNUM:v]] sent\n", v=ids.idnum(rng, "gs", c["adm_d"].year))
    d.t(pick(rng, ["ECG: SR 78, no acute changes\n", "ECG: AF ~90, LAD\n", "ECG: SR, 1st degree HB, RBBB\n", "ECG: paced rhythm\n"]))
    d.t(pick(rng, ["CXR: clear\n", "CXR: mild cardiomegaly, no consolidation\n", "CXR: hyperexpanded, no focal change\n"]))
    CL.w_xray(d, rng, c)
    d.t("\n")
    if c["ac"] in ("warfarin", "apixaban", "rivaroxaban") and chance(rng, 0.4):
        d.t("CT head (anticoagulated + ?HI): no acute intracranial abnormality\n")
    d.t("\nImp: ")
    d.w("{S} {fr} ({cl}) in a {fr2} [[AGE:age]]{sx}, NHFS {n}.\n", S=c["Side"], fr=c["frac"], cl=c["frac_class"],
        fr2=pick(rng, ["frail", "comorbid", "previously independent", "cognitively impaired"]), sx=c["sx"], n=c["nhfs"])
    d.t("\nPlan:\n")
    n = 1
    d.w("%d. Admit {w} under " % n, w=lambda x: x.w("[[HOSPITAL:ward]]"))
    hdr.dr(d, rng, c, "ortho", pick(rng, [0, 1]))
    d.t(" (T&O), orthogeriatric r/v ")
    hdr.dr(d, rng, c, "geri", 0)
    d.t("\n")
    n += 1
    d.w("%d. For {op} on trauma list [[DATE:v]] - {cons}\n" % n, op=c["op"], v=fd(c, c["op_d"], pick(rng, ["dm", "wd", "num"])),
        cons=pick(rng, ["consented (form 1), risks incl. bleeding, infection, DVT/PE, dislocation, death",
                        "lacks capacity - consent form 4, discussed with %s" % c["nok_rel"], "consent on the day by operating surgeon"]))
    n += 1
    for item in sample(rng, [
            "NBM from 02:00, IV fluids (Hartmann's 1L 8-hourly)",
            "Analgesia: paracetamol 1g QDS (weight <50kg -> 500mg), oxycodone 1-2mg PRN",
            "VTE: TEDS %s leg + LMWH per protocol" % ("L" if c["S"] == "R" else "R"),
            "Pressure area care - air mattress, heel offloading",
            "Delirium prevention bundle; avoid catheter if possible",
            "Fluid balance chart, bowel chart (Bristol stool)",
            "Bloods incl. bone profile, vit D, TFTs, B12/folate",
            "Cross-match 2 units"], rng.randrange(3, 7)):
        d.t("%d. %s\n" % (n, item))
        n += 1
    if c["ac"]:
        d.t("%d. Hold %s - discuss timing with anaesthetics%s\n" % (n, c["ac"], "; vitamin K 5mg IV, recheck INR" if c["ac"] == "warfarin" else ""))
        n += 1
    if chance(rng, 0.5):
        d.w("%d. Inform NOK ([[FAMILY:nok]], [[PHONE:v]])\n" % n, v=pick(rng, [c["nok_ph"], c["nok_ph2"]]))
    d.t("\n")
    hdr.sign(d, rng, c, "sho", c["sho_grade"] + A(c, " T&O", " Ortho"), date=c["adm_d"] if chance(rng, 0.4) else None,
             user=chance(rng, 0.25))


def preop(d, rng, c):
    us = c["cc"] in ("US", "CA")
    d.t(pick(rng, [A(c, "ANAESTHETIC PRE-OPERATIVE ASSESSMENT\n", "ANESTHESIA PRE-OPERATIVE EVALUATION\n"),
                   A(c, "Pre-op anaesthetic r/v\n", "Pre-anesthesia note\n"), "PRE-OP ASSESSMENT - HIP FRACTURE\n"]))
    hdr.banner(d, rng, c)
    hdr.when_line(d, rng, c, add_days(c["op_d"], -1) if chance(rng, 0.5) else c["op_d"])
    if chance(rng, 0.5):
        hdr.ward_line(d, rng, c)
    d.w("Proposed: {S} {op}, {lst} [[DATE:v]]\n", S=c["S"], op=c["op"],
        lst=A(c, pick(rng, ["trauma list", "CEPOD", "emergency list"]), "OR"), v=fd(c, c["op_d"], pick(rng, ["dm", "num", "wd"])))
    d.t("Surgeon: ")
    hdr.dr(d, rng, c, "ortho", pick(rng, [0, 1, 4]))
    d.t("\nAnaesthetist: " if not us else "\nAnesthesiologist: ")
    hdr.dr(d, rng, c, "anaes", pick(rng, [0, 1]))
    if chance(rng, 0.6):
        d.w(" / [[DOCTOR:v]] ({g})", v=c["anaes2"], g=c["anaes2_grade"])
    d.t("\n\nBackground:\n")
    CL.w_pmh(d, rng, c, style="inline")
    d.t("\n")
    yr = str(rng.randrange(max(c["dob_d"].year + 40, 1980), c["adm_d"].year))
    d.w(pick(rng, ["Previous anaesthetics: GA for {p} [[DATE:y]] - PONV, nil else.\n",
                   "Previous GA ([[DATE:y]], {p}) uneventful. No FHx of anaesthetic problems.\n",
                   "Spinal for {p} [[DATE:y]] - no issues.\n", "No previous anaesthetic.\n"]),
        p=pick(rng, ["TKR", "cholecystectomy", "hysterectomy", "TURP", "cataracts", "hernia repair"]), y=yr)
    d.t("Functional capacity: %s\n" % pick(rng, ["<4 METs", "walks 50m on flat with stick", "housebound", "limited by SOB on 1 flight"]))
    if chance(rng, 0.25):
        d.w("PPM ({mk}) in situ, SN [[DEVICE:v]], last check [[DATE:v2]] - {mode}.\n",
            mk=pick(rng, ["Medtronic Azure", "Boston Scientific Accolade", "Abbott Assurity", "Biotronik Enitra"]),
            v=ids.device(rng, "sn"), v2=fd(c, add_days(c["adm_d"], -rng.randrange(30, 500)), "mya"),
            mode=pick(rng, ["DDD 60", "VVI 50", "cardiac physiology to reprogram to DOO for diathermy"]))
    d.t("\nDrugs: ")
    CL.w_meds(d, rng, c, style="inline")
    d.t("\n")
    if c["ac"]:
        d.w("{ac} - last dose [[DATE:v]] {t}. ", ac=c["ac"], v=fd(c, c["fall_d"], pick(rng, ["dm", "num"])), t=tm(rng, c))
        d.t(pick(rng, ["Neuraxial OK after 48h per guidance.", "Anti-Xa level sent.", "INR 1.4 post vit K - OK for spinal.",
                       "Plan GA if surgery <48h from last dose."]))
        d.t("\n")
    d.t("\nAirway: Mallampati %s, TMD >6cm, mouth opening 3FB, %s\n" % (
        pick(rng, ["I", "II", "III"]), pick(rng, ["upper dentures", "own teeth, loose lower incisor", "edentulous", "crowns"])))
    d.t("CVS: ")
    CL.w_obs(d, rng, c)
    d.t(". %s\n" % pick(rng, ["ESM, echo requested", "HS normal", "irregularly irregular", "soft pansystolic murmur"]))
    if chance(rng, 0.4):
        d.w("Echo [[DATE:v]]: {e}\n", v=fd(c, add_days(c["adm_d"], -rng.randrange(40, 900)), pick(rng, ["num", "mya"])),
            e=pick(rng, ["mod AS, AVA 1.1cm2, mean gradient 28mmHg, LVEF 55%", "LVEF 35-40%, mild MR", "severe AS (Vmax 4.3 m/s) - discussed at consultant level"]))
    d.t("Bloods: ")
    CL.w_bloods(d, rng, c, style="slash")
    d.t("\n\nASA %s. CFS %s. NHFS %s (predicted 30-day mortality ~%d%%).\n" % (c["asa"], c["cfs"], c["nhfs"], rng.randrange(3, 16)))
    d.t("\nPlan:\n")
    d.t("- %s\n" % pick(rng, ["Spinal: 0.5% heavy bupivacaine 2.2ml, no IT opioid; light propofol sedation (TCI)",
                               "Spinal + fascia iliaca block; avoid sedation given delirium",
                               "GA (DOAC <48h): TIVA, LMA, FIB pre-induction" if c["ac"] in ("apixaban", "rivaroxaban", "edoxaban", "dabigatran") else
                               "GA: TIVA, LMA, FIB pre-induction (pt unable to tolerate positioning for spinal)",
                               "Spinal anaesthesia with 2.5ml heavy bupivacaine + 100mcg diamorphine"]))
    if c["op_k"] == "hemi":
        d.t("- Cemented stem: BCIS risk discussed with surgeon; art line; team brief re: cementation\n")
    d.t("- %s pre-op, warm with Bair Hugger, TXA 1g\n" % pick(rng, ["Optimise fluids", "1L crystalloid", "Check Hb"]))
    d.t("- Post-op: ward-based care, regular paracetamol, oxycodone PRN, avoid NSAIDs (eGFR)\n")
    if chance(rng, 0.35):
        d.t("- As per %s\n" % pick(rng, ["AAGBI 2020 hip fracture guideline", "NICE CG124", "ANZ Hip Fracture Care Clinical Care Standard",
                                           "BOAST guidance", "Association of Anaesthetists hip fracture guidance 2020"]))
    cap = rng.randrange(3)
    if cap == 0:
        d.t("- Anaesthetic risks discussed with patient, who has capacity and agrees.\n")
    elif cap == 1:
        d.w("- Pt lacks capacity (4AT 6); discussed with {rel} [[FAMILY:nok]] who", rel=c["nok_rel"])
        hdr.poa(d, rng, c)
        d.t(".\n")
    else:
        d.w("- Discussed by phone with {rel} [[FAMILY:nok_f]] ([[PHONE:nok_ph]]); best interests decision.\n", rel=c["nok_rel"])
    d.t(pick(rng, ["- DNACPR in place, agreed not for ICU.\n", "- For full escalation.\n", "- ReSPECT form completed: ward-based ceiling of care.\n", ""]))
    d.t("\n")
    who = "anaes" if chance(rng, 0.5) else "anaes2"
    grade = pick(rng, [A(c, "Consultant Anaesthetist", "Attending Anesthesiologist"), ""]) if who == "anaes" else c["anaes2_grade"]
    hdr.sign(d, rng, c, who, grade, bleep=True, date=c["op_d"] if chance(rng, 0.3) else None, user=chance(rng, 0.25),
             edate=c["op_d"])
