"""Orthopaedic and fracture clinic notes."""
from phi import S
from common import (landmark, gp_word, pick, chance, time_s, hdr_kv, hdr_banner, hdr_table, hdr_terse, letter_open,
                    sign_letter, esign, dictation_footer, contact_footer, portal_line, telehealth_line,
                    fu_line, id_line, site_block, prof_s, occ_sentence, rel_occ, rand_name, rand_given,
                    stem, a_prof, rel_age, date_range, parents)
from case import org_name
from locale_fmt import add_days

FRACTURES = [
    ("distal radius", "left", "dorsally angulated extra-articular distal radius fracture (AO 23-A2)", "below-elbow backslab converted to full cast",
     "fall on outstretched hand"),
    ("ankle", "right", "Weber B lateral malleolus fracture, talar shift < 2 mm", "walking boot, FWB as tolerated",
     "inversion injury stepping off a kerb"),
    ("scaphoid", "right", "undisplaced scaphoid waist fracture", "scaphoid cast (thumb free)", "fall onto the wrist playing sport"),
    ("clavicle", "left", "displaced midshaft clavicle fracture, 100% displacement, 1.5 cm shortening", "broad arm sling",
     "fall from a bicycle"),
    ("5th metatarsal", "left", "avulsion fracture base of 5th metatarsal (zone 1)", "walking boot for comfort", "twisting injury"),
    ("proximal humerus", "right", "two-part surgical neck fracture of the humerus, minimally displaced", "collar and cuff",
     "mechanical fall at home"),
    ("neck of femur", "left", "displaced intracapsular fracture neck of femur (Garden IV)", "admitted for hemiarthroplasty",
     "fall from standing height"),
]


def accession(c):
    r = c.rng
    return S("IDNUM", pick(c, ["RAD%08d" % r.randint(0, 99999999), "%s%d%06d" % (pick(c, ["XR", "CR", "A"]), c.visit.year % 100, r.randint(0, 999999)),
                               "ACC-%07d" % r.randint(0, 9999999)]))


def fracture_clinic(c):
    p, L, r = c.pt, c.loc, c.rng
    fx = pick(c, FRACTURES[:-1] if not c.child else FRACTURES[:4])
    inj = c.ago(r.randint(2, 12))
    us = L.code in ("US", "CA")
    title = pick(c, ["FRACTURE CLINIC", "Orthopaedic Fracture Clinic Note" if not us else "Orthopedic Fracture Clinic Note",
                     "Trauma Clinic - New Patient"])
    s = [pick(c, [lambda: hdr_kv(c, title, loc_line="Clinic: " + c.site.n(), provider="Seen by: " + c.trainee.t("full") + " for " + c.cons.t()),
                  lambda: hdr_banner(c, title), lambda: hdr_table(c, title, [("Consultant", c.cons.t())])])()]
    s.append("Injury: %s %s on %s (%s) - %s. Seen in %s ED; referred to fracture clinic." % (
        fx[1], fx[0], c.d(inj, pick(c, [c.ds, L.wd_style(r)])), pick(c, [S("DATE", L._fmt(inj, "weekday")), "day %d" % (c.visit - inj).days]),
        fx[4], c.hosp.n()))
    s.append("%s is %s %s, %s-handed. %s %s" % (
        p.name(pick(c, ["given", "full"])) if chance(c, 0.5) else p.title + " " + p.name("surname"), c.a_age(), p.manwoman,
        pick(c, ["right", "left"]), occ_sentence(c),
        pick(c, ["Plays for " + S("ORGANIZATION", org_name(r, L, "club")) + ".", "Lives with " + p.poss + " " + c.rel[0].relation + " " + c.rel[0].name("given") + ".",
                 "Non-smoker.", "Smokes 15/day." if c.age > 15 else "Right-hand dominant.",
                 ("Drives; car reg " + S("VEHICLE", L.plate(r)) + " - advised not to drive in cast.") if c.age >= 18 else "Plays netball at school."])))
    s.append("PMH: %s. DH: %s. Allergies: %s." % (
        pick(c, ["nil", "osteoporosis", "T2DM", "hypothyroidism", "previous right wrist fracture (" + c.d(c.past(365, 5000, 5), "year") + ")"]),
        pick(c, ["nil regular", "levothyroxine", "alendronic acid", "metformin"]), pick(c, ["NKDA", "penicillin"])))
    s.append("O/E: %s; NV intact distally; skin intact; cast/splint comfortable." % pick(c, ["swelling and tenderness at fracture site", "mild tenderness only", "bruising extending to the hand/foot"]))
    s.append("X-rays (%s, %s): %s." % (c.d(inj), accession(c), fx[2]))
    if chance(c, 0.5):
        s.append("Check films today (%s): %s." % (accession(c), pick(c, ["position maintained", "slight loss of radial height", "no further displacement"])))
    s.append("Plan: %s. %s %s" % (
        fx[3], pick(c, ["Physiotherapy referral to " + S("HOSPITAL", stem(c) + " Physio") + ".", "Hand therapy referral.", "Mobilise with physio."]),
        fu_line(c, pick(c, [1, 2, 4, 6]))))
    if not c.child and not (c.profession or "").startswith("retired") and chance(c, 0.5):
        s.append(pick(c, [("Fit note" if L.code == "UK" else "Medical certificate") + ": unfit for work as %s for %d weeks from %s." % (a_prof(c.profession.replace("retired ", "")), r.randint(2, 8), c.v()),
                          "Off work (%s) %s; light duties thereafter." % (prof_s(c.profession), date_range(c, 0, 7 * r.randint(2, 6)))]))
    if c.child:
        s.append("Attended with %s %s (%s). Parents: %s. School: %s - note given for PE. Injury pattern consistent with history; no safeguarding concerns." % (
            c.rel[0].relation, c.rel[0].name("given"), c.phone(c.rel[0].phone), parents(c), S("ORGANIZATION", c.school)))
    s.append(pick(c, [lambda: esign(c, c.trainee), lambda: dictation_footer(c, c.trainee)])())
    return s


def vfc(c):
    p, L, r = c.pt, c.loc, c.rng
    fx = pick(c, FRACTURES[:5])
    s = [pick(c, ["VIRTUAL FRACTURE CLINIC - TRIAGE OUTCOME", "VFC review", "Virtual Fracture Clinic"])]
    s.append("Date of review: %s   Reviewing consultant: %s   Physio: %s" % (c.v(), c.cons.t("full"), c.allied.nm()))
    s.append("Patient: %s   DOB: %s   %s   Tel: %s" % (p.name(pick(c, ["upper", "full", "last_first"])), c.dob_s(), id_line(c, "  "), c.phone(c.mobile)))
    s.append("ED attendance: %s, %s, %s (ED clinician %s). Images: %s." % (
        c.d(c.ago(r.randint(1, 5))), c.hosp.n(), fx[0], S("DOCTOR", rand_name(c)), accession(c)))
    outcome = pick(c, ["Discharge with advice leaflet and open access for 6 weeks", "Face-to-face fracture clinic in 1 week",
                       "Telephone review by physio in 2 weeks", "Listed for surgery - admit via day surgery"])
    s.append("Outcome: %s." % outcome)
    s.append("Telephone call to patient %s at %s by %s: %s. Leaflet sent to %s (%s)." % (
        c.v(), time_s(c), c.allied.nm(), pick(c, ["understood plan", "no answer, voicemail left, letter sent", "spoke to " + p.poss + " " + c.rel[0].relation + " " + c.rel[0].name("given")]),
        S("EMAIL", c.email), S("URL", c.site.url)))
    s.append("%s informed: %s, %s (%s)." % (gp_word(c).upper() if c.loc.code != "CA" else "Family physician", c.gp.t(), c.gp_practice.n(), c.fax(c.gp_practice.fax)))
    s.append(esign(c))
    return s


def op_note(c):
    p, L, r = c.pt, c.loc, c.rng
    proc = pick(c, ["hemi", "ankle", "tkr", "thr", "dhs"])
    s = [pick(c, ["OPERATION NOTE", "OPERATIVE REPORT", "Theatre Operation Record"]) + " - " + pick(c, ["Trauma & Orthopaedics", "Orthopedic Surgery" if L.code in ("US", "CA") else "Orthopaedic Surgery"])]
    s.append("Patient: %s  |  DOB %s  |  %s" % (p.name(pick(c, ["upper", "fullmid"])), c.dob_s(), id_line(c, "  |  ")))
    s.append("Date: %s   Theatre %s, %s\nSurgeon: %s   Assistant: %s\nAnaesthetist: %s (%s)\nScrub: %s" % (
        c.v(), S("LOCATION_OTHER", str(r.randint(1, 14))), c.site.n() if chance(c, 0.5) else c.hosp.n(),
        c.cons.t("full"), c.trainee.t("full"), c.cons2.t("full"), pick(c, ["spinal + sedation", "GA + LMA", "GA + nerve block"]),
        c.nurse.nm()))
    D = {
        "hemi": ("Left cemented hemiarthroplasty", "Posterior approach. Neck cut 1 cm above lesser trochanter. Femoral canal prepared, cement restrictor, cemented stem, unipolar head.",
                 [("Stem", "cemented polished taper size %d" % r.randint(1, 5)), ("Head", "unipolar %d mm" % r.randint(44, 54)), ("Cement", "bone cement 40 g with gentamicin")]),
        "ankle": ("ORIF right ankle", "Lateral approach. Fibula reduced, lag screw + 1/3 tubular plate 6-hole. Syndesmosis stable on hook test. Medial malleolus 2 x partially threaded cancellous screws.",
                  [("Plate", "1/3 tubular 6-hole"), ("Screws", "3.5 mm cortical x6"), ("Cancellous screws", "4.0 mm x2")]),
        "tkr": ("Right total knee replacement", "Medial parapatellar approach. Measured resection. Components trialled, good balance. Cemented.",
                [("Femur", "cruciate-retaining size %d" % r.randint(3, 7)), ("Tibia", "fixed-bearing size %d" % r.randint(3, 7)), ("Insert", "%d mm poly" % r.choice([9, 10, 11, 12]))]),
        "thr": ("Left total hip replacement", "Posterior approach, short external rotators repaired. Uncemented cup, cemented stem (hybrid).",
                [("Cup", "%d mm uncemented shell" % r.choice([50, 52, 54, 56])), ("Liner", "highly cross-linked PE"), ("Stem", "cemented size %d" % r.randint(1, 5)), ("Head", "ceramic 32 mm")]),
        "dhs": ("Dynamic hip screw, left", "Closed reduction on traction table. Guide wire TAD 18 mm. 135-degree 4-hole plate, lag screw 90 mm.",
                [("Plate", "135-degree 4-hole barrel plate"), ("Lag screw", "90 mm"), ("Cortical screws", "4.5 mm x4")]),
    }[proc]
    ind = {"hemi": "displaced intracapsular fracture neck of femur after a fall on " + c.d(c.ago(r.randint(1, 2))),
           "ankle": "unstable trimalleolar fracture (injured " + c.d(c.ago(r.randint(1, 6))) + ")",
           "tkr": "end-stage tricompartmental osteoarthritis, failed conservative management",
           "thr": "end-stage osteoarthritis of the hip, listed " + c.d(c.past(60, 400), "month_year"),
           "dhs": "intertrochanteric fracture after a fall on " + c.d(c.ago(r.randint(1, 2)))}[proc]
    s.append("Procedure: %s\nIndication: %s" % (D[0], ind))
    s.append("Findings/technique: " + D[1])
    rows = []
    for comp, desc in D[2]:
        lot = S("DEVICE", "%s%07d" % (pick(c, ["", "L", "B"]), r.randint(0, 9999999)))
        sn = (" SN " + S("DEVICE", "%s%06d" % (pick(c, ["", "S", "0"]), r.randint(0, 999999)))) if chance(c, 0.35) else ""
        rows.append("| %s | %s | REF %s | LOT %s%s |" % (comp, desc, pick(c, ["71%05d" % r.randint(0, 99999), "%d-%04d" % (r.randint(100, 999), r.randint(0, 9999))]), lot, sn))
    s.append("Implants (sticker record):\n| Component | Description | Catalogue | Traceability |\n|---|---|---|---|\n" + "\n".join(rows))
    s.append("Closure: %s. EBL %d mL. Tourniquet %s." % (pick(c, ["layered, clips to skin", "2-0 Vicryl, 3-0 Monocryl subcuticular"]), r.randint(50, 600),
                                                     pick(c, ["not used", "%d min at 300 mmHg" % r.randint(30, 90)])))
    s.append("Post-op: %s. VTE prophylaxis %s x %d days. Check X-ray %s. Wound check day 10-14 by practice nurse at %s." % (
        pick(c, ["FWB", "PWB 10 kg for 6 weeks", "WBAT, hip precautions"]), pick(c, ["enoxaparin 40 mg", "aspirin 150 mg", "rivaroxaban 10 mg"]),
        r.choice([14, 28, 35]), pick(c, ["today", "day 1"]), c.gp_practice.n()))
    s.append(pick(c, [lambda: esign(c), lambda: dictation_footer(c)])())
    return s


def arthroplasty_review(c):
    p, L, r = c.pt, c.loc, c.rng
    joint = pick(c, ["hip", "knee"])
    side = pick(c, ["right", "left"])
    opd = c.past(42, 800, 40)
    s = [letter_open(c, pick(c, ["Arthroplasty Unit", "Lower Limb Arthroplasty Service", "Department of Orthopaedics"]))]
    s.append("Diagnosis: %s total %s replacement (%s), %s." % (side.capitalize(), joint, c.d(opd), pick(c, ["doing well", "persistent pain", "stiffness"])))
    s.append("I saw %s %s for review %d weeks after %s %s %s replacement performed at %s. %s walks %s with %s and sleeps %s." % (
        p.title, p.name("surname"), max(6, (c.visit - opd).days // 7), p.poss, side, joint, c.site.n(), p.Pronoun,
        pick(c, ["half a mile", "to the shops", "around the house only", "2 km daily"]), pick(c, ["no aids", "one stick", "a frame"]),
        pick(c, ["well", "poorly"])))
    s.append("Oxford %s score %d/48 (pre-op %d). ROM %s. Wound healed. %s" % (
        joint.capitalize(), r.randint(18, 46), r.randint(6, 20),
        "flexion 0-%d degrees" % r.randint(85, 125) if joint == "knee" else "flexion %d, IR %d" % (r.randint(80, 110), r.randint(5, 30)),
        pick(c, ["Calf soft.", "Mild effusion.", "Leg lengths equal.", "Trendelenburg negative."])))
    s.append("X-ray (%s): well-fixed components, no lucency." % accession(c))
    s.append("%s is keen to return to %s%s." % (p.Pronoun, pick(c, ["bowls at " + S("ORGANIZATION", stem(c) + " Bowls Club"), "gardening", "driving",
                                                                    "caring for " + p.poss + " " + c.rel[0].relation + " " + c.rel[0].name("given")]),
                                                ", and may drive from %s" % c.dd(r.randint(7, 30)) if chance(c, 0.4) else ""))
    s.append("Plan: continue physiotherapy at %s; %s" % (S("HOSPITAL", stem(c) + pick(c, [" Community Physiotherapy", " Physio Clinic"])), fu_line(c, pick(c, [26, 52]))))
    s.append(sign_letter(c, pick(c, ["Consultant Orthopaedic Surgeon", "Consultant Trauma & Orthopaedic Surgeon", "Arthroplasty Fellow"])))
    return s


def mvc_consult(c):
    p, L, r = c.pt, c.loc, c.rng
    s = [hdr_kv(c, pick(c, ["ORTHOPEDIC TRAUMA CONSULT" if L.code in ("US", "CA") else "ORTHOPAEDIC TRAUMA REFERRAL", "Trauma call - ortho"]),
                loc_line="Location: " + c.hosp.n() + ", " + pick(c, ["Trauma Bay ", "Resus ", "Room "]) + S("LOCATION_OTHER", str(r.randint(1, 12))),
                provider="Consultant/attending: " + c.cons.t("full"))]
    veh = pick(c, ["sedan", "SUV", "pickup truck" if L.code in ("US", "CA") else "ute" if L.code in ("AU", "NZ") else "hatchback", "motorcycle"])
    s.append("HPI: %s %s, %s of a %s (plate %s%s) involved in a %s collision at approx %s on %s near %s, %s. %s. Extricated by fire service. GCS 15 at scene." % (
        c.age_s(pick(c, ["yo", "year-old"])), p.sexword, "rider" if veh == "motorcycle" else pick(c, ["restrained driver", "unrestrained passenger", "restrained front-seat passenger"]),
        veh, S("VEHICLE", L.plate(r)), (", VIN " + S("VEHICLE", L.vin(r))) if chance(c, 0.4) else "",
        pick(c, ["head-on", "T-bone", "rollover", "rear-end", "single-vehicle"]), time_s(c),
        c.d(c.ago(r.randint(0, 1)), pick(c, [c.ds, L.wd_style(r)])), landmark(c, "road"),
        S("CITY", L.place(r)["city"]), pick(c, ["Airbags deployed", "Helmet on", "Prolonged extrication 40 min"])))
    s.append("Injuries: %s." % pick(c, ["open right tibial shaft fracture (Gustilo IIIA), closed left distal radius fracture",
                                        "left acetabular posterior wall fracture with posterior hip dislocation",
                                        "right femoral shaft fracture, right patella fracture", "L1 burst fracture, neurologically intact"]))
    s.append("Imaging: CT trauma series %s (%s); XR %s." % (c.v(), accession(c), accession(c)))
    s.append("Plan: %s. NPO. Tetanus given. Police (officer %s, badge %s) took statement; incident no. %s." % (
        pick(c, ["IV cefazolin, wound washout and ex-fix tonight, then IM nail", "closed reduction of hip under sedation in ED, CT post-reduction",
                 "skeletal traction, IM nail on trauma list tomorrow", "TLSO brace, spine team"]),
        S("FAMILY", rand_name(c)), S("IDNUM", "%d" % r.randint(1000, 99999)), S("IDNUM", "%s-%d-%06d" % (pick(c, ["INC", "RTC", "MVC"]), c.visit.year, r.randint(0, 999999)))))
    if L.code == "US":
        s.append("Auto insurer: %s, claim # %s; health plan %s." % (S("ORGANIZATION", stem(c) + pick(c, [" Auto Insurance", " Mutual Insurance", " Casualty Co."])), S("IDNUM", "%s-%08d" % (pick(c, ["AC", "CL"]), r.randint(0, 99999999))), c.hp_s()))
    elif L.code == "NZ":
        s.append("ACC45 lodged, claim %s." % S("IDNUM", "ACC%08d" % r.randint(0, 99999999)))
    elif L.code == "AU":
        s.append("CTP insurer notified; claim %s." % S("IDNUM", "CTP%07d" % r.randint(0, 9999999)))
    s.append("Next of kin: %s (%s), %s - updated by phone at %s." % (c.rel[0].name("full"), c.rel[0].relation, c.phone(c.rel[0].phone), time_s(c)))
    s.append(esign(c, c.trainee))
    return s


def note(c):
    if c.child:
        return pick(c, [fracture_clinic, fracture_clinic, vfc])(c)
    if c.age >= 70 and chance(c, 0.4):
        return pick(c, [op_note, arthroplasty_review])(c)
    return pick(c, [fracture_clinic, fracture_clinic, vfc, op_note, arthroplasty_review, mvc_consult])(c)
