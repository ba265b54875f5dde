"""Minor injuries unit / local injury unit notes."""
from phi import Doc, Phi
from case import build_case, base_ctx, hhmm
from common import set_occ
from common import (setup_common, staff, cred, pmh_items, meds_for, social_lines, vitals, signature, audit_footer,
                    cc_gp, ALLERGIES, age_sex)

MIU = [
    dict(key="wrist", age=(8, 85), cc="Injured L wrist", xr="L wrist",
         moi="FOOSH - slipped on wet leaves outside {landmark} at approx {t1} today. Landed on outstretched L hand. "
             "No other injury, no head injury.",
         ex="Dinner-fork deformity. Tender distal radius. ASB non-tender. NV intact distally, cap refill <2 s, "
            "median nerve sensation normal.",
         xrr="Dorsally angulated extra-articular distal radius fracture (Colles type), approx 15 degrees dorsal tilt.",
         dx="L distal radius fracture.",
         tx="Backslab applied, sling, analgesia. Referred to fracture clinic at {hosp2} - appointment {d_fu_l}. "
            "Plaster care advice given."),
    dict(key="scaphoid", age=(14, 55), cc="Painful R wrist after fall", xr="R scaphoid series",
         moi="Fell off a skateboard at {landmark} on {onset_wd} evening, landing on R hand. Pain on gripping.",
         ex="Tender anatomical snuffbox and scaphoid tubercle. Pain on telescoping of thumb. Full ROM but painful.",
         xrr="No fracture seen on 4 scaphoid views.",
         dx="Clinical scaphoid injury - occult fracture not excluded.",
         tx="Futura splint. Virtual fracture clinic review; MRI to be booked by {hosp2}. Expect call within 72 h on "
            "{ph_m}."),
    dict(key="ankle", age=(12, 70), cc="Inversion injury R ankle", xr="R ankle",
         moi="Went over on R ankle stepping off a kerb on {street2} at approx {t1}. Heard a crack. Unable to weight "
             "bear immediately.",
         ex="Swelling lateral malleolus. Tender posterior edge of lateral malleolus. Medial side non-tender. "
            "5th MT base non-tender. Foot NV intact.",
         xrr="Undisplaced Weber A fracture of the lateral malleolus. Mortise congruent.",
         dx="Weber A fracture R lateral malleolus.",
         tx="Walking boot, weight bear as tolerated, crutches issued (loan no. {loan}). No fracture clinic needed - "
            "discharge with advice sheet. Return if not improving in 6 weeks."),
    dict(key="crush", age=(3, 60), cc="Crushed finger", xr="L middle finger",
         moi="Caught L middle finger in a car door at {t1}. {mum_cap_or_pt} reports nail has lifted.",
         ex="Subungual haematoma >50%, nail fold intact. Tender tuft. Full flexion/extension at DIPJ.",
         xrr="Undisplaced tuft fracture distal phalanx.",
         dx="Tuft fracture L middle finger with subungual haematoma.",
         tx="Trephined under digital block - relief. Non-adherent dressing, finger splint 2 weeks. Oral flucloxacillin "
            "(open fracture). Dressing clinic at {gp_practice} on {d_fu}."),
    dict(key="fb_eye", age=(18, 65), cc="Something in eye", xr=None, occ=["welder", "mechanic", "machinist", "boat builder", "stonemason", "steel fabricator", "panel beater"],
         moi="Working as a {occ} for {employer}; grinding metal without goggles at approx {t1}. Sudden FB sensation "
             "R eye.",
         ex="VA R 6/9, L 6/6. Fluorescein: metallic FB at 7 o'clock on cornea, off visual axis, small rust ring. "
            "AC quiet. No Seidel.",
         xrr=None,
         dx="Corneal foreign body R eye.",
         tx="Topical anaesthetic, FB removed with 25G needle at slit lamp. Chloramphenicol ointment QDS 5 days. "
            "Advised eye protection. Eye clinic review at {hosp2} on {d_fu} for rust ring."),
    dict(key="head_child", age=(2, 12), cc="Head injury", xr=None,
         moi="Fell off the trampoline at home ({street}) at around {t1}, hitting head on the frame. Cried "
             "immediately. No LOC, no vomiting. {f1_rel_cap} {f1} present.",
         ex="Alert, playing. 2 cm haematoma L frontal. No scalp laceration. Neuro normal, pupils equal. "
            "No signs of base of skull fracture.",
         xrr=None,
         dx="Minor head injury - no CT indicated per NICE/PECARN.",
         tx="Head injury advice sheet given to {f1_f}. Safeguarding screen: no concerns. Can return to {school} "
            "tomorrow."),
    dict(key="knee_lac", age=(6, 75), cc="Cut to knee", xr=None,
         moi="Fell onto gravel while cycling on {street2} at approx {t1} (new bike for {holiday}). Helmet on. "
             "Laceration R knee.",
         ex="4 cm laceration anterior R knee, not into joint, gravel in wound. Full ROM. Patellar tendon intact.",
         xrr=None,
         dx="Laceration R knee.",
         tx="Irrigated, debrided, 5 x 4-0 Ethilon. Tetanus booster given (last {yr_prev}). ROS in 10-14 days at "
            "{gp_practice}."),
    dict(key="burn", age=(1, 80), cc="Scald", xr=None,
         moi="Scalded L hand with kettle water at {t1}. Cooled under running water for 20 {mins} at home by "
             "{f1_rel} {f1_f}.",
         ex="3% superficial partial thickness burn dorsum L hand, blistered, capillary refill brisk.",
         xrr=None,
         dx="Superficial partial thickness scald L hand.",
         tx="Blisters deroofed, Mepitel and dressing. Burns dressing clinic {d_fu}. Safeguarding considered - "
            "mechanism consistent."),
    dict(key="metatarsal", age=(16, 70), cc="Painful L foot", xr="L foot",
         moi="Inversion on L foot playing netball for {club} on {onset_wd}. Lateral foot pain.",
         ex="Tender base of 5th MT. Swelling lateral foot. Ankle non-tender.",
         xrr="Avulsion fracture base of 5th metatarsal.",
         dx="L 5th MT base avulsion fracture.",
         tx="Walking boot for comfort, WBAT. Virtual fracture clinic (ref {referral}) will phone."),
    dict(key="mallet", age=(18, 70), cc="Finger won't straighten", xr="R ring finger",
         moi="Tucking in sheets at home on {onset_wd}; R ring fingertip bent and now droops.",
         ex="Extensor lag 30 degrees at DIPJ. Unable to actively extend. Non-tender elsewhere.",
         xrr="Small bony avulsion dorsal base distal phalanx, <1/3 articular surface.",
         dx="Bony mallet finger R ring.",
         tx="Mallet splint - keep on 24/7 for 6 weeks. Hand therapy referral to {hosp2} hand clinic."),
    dict(key="clavicle", age=(10, 60), cc="Fell off bike", xr="L clavicle",
         moi="Came off mountain bike on the trails near {landmark} earlier today, landing on L shoulder.",
         ex="Deformity mid-shaft L clavicle, skin intact, not tented. Distal NV intact.",
         xrr="Midshaft L clavicle fracture, 50% displacement.",
         dx="L midshaft clavicle fracture.",
         tx="Broad arm sling. Fracture clinic at {hosp2} {d_fu_l}. Avoid contact sport."),
    dict(key="rib", age=(25, 80), cc="Chest wall pain after fall", xr=None,
         moi="Slipped on ice at {t1} and fell against a wall, R side. No SOB at rest.",
         ex="Tender R ribs 7-9 laterally. Equal air entry, sats 98%. No surgical emphysema.",
         xrr=None,
         dx="Chest wall contusion / possible rib fracture.",
         tx="Analgesia, breathing exercises leaflet. Safety net: return if SOB, fever or haemoptysis."),
]


ADVICE = [
    "Written and verbal advice given: elevate, regular simple analgesia, return if increasing pain, numbness, "
    "colour change or swelling not settling. Leaflet given.",
    "Advised rest, ice 20 min every 2-3 h for 48 h, compression, elevation. Gradual return to activity as pain allows.",
    "Understands the plan. Contact number for the unit provided on the advice sheet.",
    "Given return precautions verbally and in writing. Happy with plan, questions answered.",
]
PREV = [
    "Previous attendances: {d_prev} at {hosp2} (soft tissue injury).",
    "Last attendance here {d_prev}. No pattern of concern.",
    "No previous attendances on system.",
    "Previous fracture {yr_prev2} treated at {hosp2}.",
]
SAFE = [
    "Safeguarding: no concerns identified. Mechanism consistent with injury.",
    "Safeguarding screen completed: negative. Lives with {f1_rel} {f1_f}.",
    "Domestic abuse routine enquiry: declined to discuss, information given.",
    "Falls risk screen: not applicable.",
]


def make(r, loc):
    sc = r.choice(MIU)
    c = build_case(r, loc, "minor_injuries_unit", *sc["age"])
    X = base_ctx(c)
    setup_common(c, X, fac_kind="miu")
    staff(c, X, "np", c.ch(["np", "np", "doctor"]))
    staff(c, X, "rad", "doctor")
    staff(c, X, "hca", "nurse")
    set_occ(c, X, sc.get("occ"))
    X["loan"] = c.idnum("order")
    X["mum_cap_or_pt"] = X["mum_cap"] if c.age < 14 else "Pt"
    X["xr_ref"] = c.idnum("accession")
    X["bleep"] = c.pager()
    fn = c.ch([enp_note, enp_note, card, gp_discharge] + ([xr_request] if sc["xr"] else []))
    d = Doc()
    fn(c, X, sc, d)
    return c, d, fn.__name__


def enp_note(c, X, sc, d):
    w = d.w
    w("{fac} - " + c.ch(["MINOR INJURIES UNIT", "Injury Unit Record", "MIU CASE NOTES"]) + "\n", X)
    w("Attendance no: {acct}   Date: {dv}   Arrival: {t1}   Seen: {t2}\n", X)
    w("Name: {pt_LF}   DOB: {dob} (" + age_sex(c, X) + ")\n", X)
    w("{hp_l}: {hp}   Hosp no: {mrn}\n", X)
    w("Address: {addr}\nTel: {ph_m}\n", X)
    w("GP: {Dr} {gp_l}, {gp_practice}\n", X)
    if c.age < 16:
        w("Accompanied by: {f1} ({f1_rel})\n", X)
    w("\nPC: " + sc["cc"] + "\n", X)
    w("MOI: " + sc["moi"] + "\n", X)
    w("PMH: ", X)
    items = pmh_items(c, X)
    if items:
        for i, it in enumerate(items):
            d.add(it)
            d.t(", " if i < len(items) - 1 else "\n")
    else:
        d.t("nil\n")
    w("DH: " + (", ".join(meds_for(c)) or "nil") + "   Allergies: " + c.ch(ALLERGIES) + "\n", X)
    if c.age >= 16:
        w("SH: " + c.ch(["RHD", "LHD"]) + ". " + " ".join(social_lines(c, X)[:2]) + "\n", X)
    w("\nObs: " + vitals(c, style=c.ch(["line", "slash"])) + "\nPain score: " + str(c.r.randint(4, 9)) + "/10\n", X)
    w("O/E: " + sc["ex"] + "\n", X)
    d.t(c.ch(["Joints above and below: normal. Skin intact unless stated.",
              "Neurovascular status documented as intact pre and post intervention.",
              "No other injuries found on secondary survey."]) + "\n")
    w("Tetanus: " + c.ch(["up to date ({yr_prev})", "not required (no wound)", "booster given today",
                          "fully immunised as child"]) + "\n", X)
    if sc["xr"]:
        w("XR " + sc["xr"] + " (ref {xr_ref}): " + sc["xrr"] + "\n", X)
    w("\nImp: " + sc["dx"] + "\n", X)
    w("Plan: " + sc["tx"] + "\n", X)
    w("Analgesia: " + c.ch(["{apap} 1 g given at {t2}", "ibuprofen 400 mg given", "declined"]) + ".\n", X)
    w(c.ch(ADVICE) + "\n", X)
    w(c.ch(PREV) + "\n", X)
    w(c.ch(SAFE) + "\n\n", X)
    w("{np}, " + (X["np_cred"] or "ENP") + " ({np_ll} {np_lic})\n", X)
    if c.p(0.35):
        w(audit_footer(c, X, "np"), X)


def card(c, X, sc, d):
    w = d.w
    w("{fac}  |  {fac_addr}  |  Tel {fac_ph}\n", X)
    w("INJURY CARD  #{acct}\n", X)
    w("{pt_LFU}  " + age_sex(c, X) + "  DOB {dob}  {mrn}\n", X)
    w("{addr}\n", X)
    w("NOK {f1_f} ({f1_rel}) {f1_ph}\n", X)
    if c.p(0.12):
        w("ID confirmed via biometric wristband ({bio})\n", X)
    w("{dv} {t1} triage {hca_INI}: pain 6/10, obs " + vitals(c, style="line") + "\n", X)
    w("{t2} {np_INI}: " + sc["moi"] + " " + sc["ex"] + "\n", X)
    if sc["xr"]:
        w("XR " + sc["xr"] + " -> " + sc["xrr"] + "\n", X)
    w("Dx: " + sc["dx"] + "\n", X)
    w("Rx: " + sc["tx"] + "\n", X)
    w(c.ch(SAFE) + "\n", X)
    w(c.ch(PREV) + "\n", X)
    w("Advice: " + c.ch(ADVICE) + "\n", X)
    w("D/C {t3}. GP letter to {gp_practice}.\n", X)
    w("{np_Fl}" + cred(X, "np") + "\n", X)


def gp_discharge(c, X, sc, d):
    w = d.w
    w("{fac}\n{fac_addr_ml}\nTel: {fac_ph}  Fax: {fac_fax}\nE-mail: {fac_email}\n\n", X)
    w("MINOR INJURY DISCHARGE LETTER\n\n", X)
    w("To: {Dr} {gp}, {gp_practice}, {gp_addr}\n", X)
    w("Date: {dv}\n\n", X)
    w("Patient: {pt}   DOB: {dob}   {hp_l}: {hp}\nAddress: {addr}\n\n", X)
    w("Dear {Dr} {gp_l},\n\n", X)
    w("Your patient attended the unit on {dv_wd} at {t1}. " + sc["moi"] + "\n\n", X)
    w("Examination: " + sc["ex"] + "\n", X)
    if sc["xr"]:
        w("Radiology ({xr_ref}): " + sc["xrr"] + " (reported by {Dr} {rad_l})\n", X)
    w("\nDiagnosis: " + sc["dx"] + "\n", X)
    w("Treatment and follow-up: " + sc["tx"] + "\n\n", X)
    w(c.ch(PREV) + "\n", X)
    w("Advice: " + c.ch(ADVICE) + "\n\n", X)
    w("GP action: " + c.ch(["none required.", "please review if not improving in 2 weeks.",
                           "please remove sutures in 10 days.", "please check wound at 48 hours."]) + "\n\n", X)
    w("Kind regards,\n{np}\n" + (X["np_cred"] or "Emergency Nurse Practitioner") + "\n", X)


def xr_request(c, X, sc, d):
    w = d.w
    w("RADIOLOGY REQUEST - {fac}\n", X)
    w("Request ID: {xr_ref}   Date: {dv}  {t2}\n", X)
    w("Patient: {pt_LFU}   DOB: {dob}   MRN: {mrn}\n", X)
    w("Address: {addr}\n", X)
    w("Referrer location: MIU cubicle {bed}. Mobility: " + c.ch(["walking", "wheelchair", "trolley"]) + ".\n", X)
    w("Examination: XR " + sc["xr"] + "\n", X)
    w("Clinical details: " + sc["moi"] + " " + sc["ex"] + "\n", X)
    w("Pregnancy status: " + ("N/A" if c.pt.sex == "M" or c.age > 55 or c.age < 12 else "not pregnant, LMP {lmp}") +
      "\n", X)
    w("Requested by: {np} (" + (X["np_cred"] or "ENP") + "), bleep {bleep}\n\n", X)
    w("REPORT ({t3}, {Dr} {rad}):\n" + sc["xrr"] + "\n\n", X)
    w("MIU OUTCOME\nDx: " + sc["dx"] + "\nPlan: " + sc["tx"] + "\n", X)
    w("Obs: " + vitals(c, style="line") + ". Analgesia given.\n", X)
    w(c.ch(ADVICE) + "\n", X)
    w("Seen with {f1_rel} {f1_f}. Discharged {t3}.\n", X)
    w(cc_gp(c, X), X)
