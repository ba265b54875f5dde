"""Genres: discharge line passport, OPAT clinic letter (own), difficult IV access consult (own)."""

import clinical as K
import blocks as B

EMERGENCY = {"US": "911", "CA": "911", "UK": "999", "IE": "112 or 999", "AU": "000",
             "NZ": "111", "SG": "995", "ZA": "10177"}


def discharge_line_passport(n, case):
    r, loc = case.r, case.loc
    ins = -r.randrange(1, 10)
    op = case.clin("vat", "op")
    line = r.choice(["PICC", "PICC", "Midline", "PICC"])
    ind, ther, dur = K.pick_ind(r, case.pt.sex, case.age)
    length = r.randrange(36, 52) if line == "PICC" else r.choice([10, 15, 20])
    arm = r.randrange(23, 38)
    n.line(r.choice(["MY ", "Patient-held ", ""]), line.upper() if r.random() < 0.5 else line,
           r.choice([" PASSPORT", " Passport", " care record", " - Vascular Access Device Passport"]))
    n.line(r.choice(["Please bring this booklet to every appointment",
                     "Keep this with you and show it to any nurse or doctor who uses your line"]))
    n.line(("HOSPITAL", case.hosp), " - Vascular Access Team")
    n.blank()
    n.line("ABOUT ME")
    B.pid_lines(n, case, name_style=r.choice(["full", "fml"]), extras=["addr", "phone", "gp"])
    if r.random() < 0.5:
        n.line("Next of kin: ", case.fam_ref(0, "full"), " - ", ("PHONE", loc.phone("mobile")))
    n.blank()
    n.line("ABOUT MY LINE")
    cls, desc, vein = r.choice([d for d in K.DEVICES if d[0].lower() == line.lower()])
    if line != "PICC":
        length = int(desc.split(" cm")[0].split()[-1])
    n.line("Type: ", desc, " (", r.choice(K.MODELS), ")   Lot: ", ("DEVICE", loc.device_id("lot")))
    n.line("Inserted: ", case.d(ins), " by ", op.full("DOCTOR"), " (", op.role, ")")
    n.line("Where: ", ("HOSPITAL", case.hosp), r.choice(["", [", ", ("HOSPITAL", case.ward)]]))
    n.line("Arm / vein: ", r.choice(["right", "left"]), " ", vein, "    Total length: %d cm    "
           "External length: %d cm" % (length, r.choice([0, 0, 1, 2])))
    n.line("Arm circumference at insertion: %d cm (measured 10 cm above elbow crease)" % arm)
    if line == "PICC":
        n.line("Tip position: ", r.choice([["confirmed by ECG at insertion"],
                                           ["CXR ", case.d(ins, "dm"), " (", ("IDNUM", loc.idnum("accession", case.base.year)),
                                            ") - lower SVC"]]))
        n.line("Power injectable: ", r.choice(["YES - max 5 mL/s", "NO"]))
    n.line("Reason: ", ther, " for ", ind)
    n.line("Planned removal: ", case.d(r.randrange(14, 50)), r.choice(["", " (or when treatment finishes)"]))
    n.blank()
    n.line("LOOKING AFTER MY LINE")
    n.line("- Dressing and needle-free connector changed every 7 days (or sooner if wet, loose or dirty)")
    n.line("- Flush with 10 mL 0.9% sodium chloride after each use, and weekly if not in use")
    n.line("- No blood pressure cuffs or tourniquets on the line arm")
    n.line("- Call us if: temperature above 38 C, shivering after a flush, redness or pus, arm swelling, "
           "the line is longer than before, or it will not flush")
    n.line("- In an emergency (chest pain, breathless) call ", EMERGENCY[case.c])
    n.blank()
    B.vat_contacts(n, case)
    if r.random() < 0.6:
        n.line("  District nurses: ", ("HOSPITAL", case.dn_team()), " ", ("PHONE", loc.phone("land")))
    if r.random() < 0.4:
        n.line("  Pharmacy: ", ("HOSPITAL", case.infusion_pharm()), " ", ("PHONE", loc.phone("land")))
    if r.random() < 0.35:
        n.line("  More info: ", ("URL", B.url(case)))
    n.blank()
    n.line("CARE RECORD")
    n.line("Date      | Ext len | Arm circ | Dressing | NFC | Flush | By")
    d = ins
    staff = [case.clin(r.choice(["dn", "vat", "ward_nurse"]), "c%d" % i) for i in range(3)]
    for _ in range(r.randrange(2, 7)):
        d += r.choice([3, 7, 7, 7, 4])
        s = r.choice(staff)
        n.line(case.td(d), "  | ", "%d cm" % r.choice([0, 0, 0, 1]), "    | ",
               "%d cm" % (arm + r.choice([0, 0, 1, -1])), "    | ", r.choice(["Y", "Y", "N"]),
               "        | ", r.choice(["Y", "N"]), "   | ", r.choice(["Y", "Y", "sluggish"]), "     | ",
               r.choice([s.init_last("DOCTOR"), s.initials("DOCTOR", dots=False), s.full("DOCTOR")]))
    if r.random() < 0.35:
        n.blank()
        rem = case.clin("dn", "rem")
        n.line("REMOVAL: ", case.td(d + r.randrange(1, 8)), " by ", rem.full("DOCTOR"), ". Length on removal ",
               str(length), " cm, tip intact. ", r.choice(["Tip not sent.", "Tip sent for culture.",
                                                           "Pressure 5 min, occlusive dressing 24 h."]))


def opat_clinic_letter(n, case):
    r, loc = case.r, case.loc
    cons = case.clin("opat", "cons")
    if not cons.is_dr:
        cons = case.clin("id", "cons2")
    nurse = case.clin("opat", "nurse")
    ind, ther, dur = K.pick_ind(r, case.pt.sex, case.age)
    start = -r.randrange(7, 30)
    B.hosp_header(n, case, r.choice(["OPAT Service", "Outpatient Parenteral Antimicrobial Therapy",
                                     "Department of Infectious Diseases - OPAT"]), addr=True,
                  contacts=True)
    n.blank()
    n.line(r.choice(["Our ref: ", "Ref: "]), ("IDNUM", loc.idnum("referral", case.base.year)),
           "    Clinic date: ", case.d(0))
    n.line("Dictated: ", case.d(0, "dm"), "   Typed: ", case.d(r.randrange(1, 5), "dm"), "   ",
           cons.initials("DOCTOR", dots=False), "/", case.clin("clerk", "typist").initials("DOCTOR", dots=False))
    n.blank()
    n.line("Dr ", case.gp.full("DOCTOR"))
    n.line(("HOSPITAL", case.practice))
    a = loc.address()
    a["suburb"] = None
    n.line(loc.addr_pieces(a, block=r.random() < 0.5))
    n.blank()
    n.line("Dear Dr ", case.gp.last_only("DOCTOR"), ",")
    n.blank()
    n.line("Re: ", case.pname(r.choice(["full", "fml", "LFU"])), ", DOB ", case.dob_p(),
           ", ", case.nat_p() if case.c not in ("US", "SG") else ["MRN ", ("MRN", case.mrn)])
    n.line("    ", loc.addr_pieces(case.addr))
    n.blank()
    n.line("Diagnosis: ", ind)
    n.line("Antimicrobial: ", ther, ", started ", case.d(start, "dm"), ", planned ", dur)
    n.line("Access: ", r.choice(["PICC R arm", "PICC L arm", "midline L arm", "implanted port"]),
           " inserted ", case.d(start + r.randrange(0, 3), "dm"))
    n.line("Bloods today: ", ", ".join(K.labs(r, case.c == "US")),
           r.choice(["", ", vancomycin trough %.1f mg/L" % (r.randrange(90, 240) / 10.0),
                     ", ALT %d, ALP %d" % (r.randrange(12, 140), r.randrange(50, 300))]))
    n.blank()
    he, his = case.he(), case.his()
    n.fl("I reviewed {p} in the OPAT clinic today{w}. {He} is now on day {dd} of treatment and "
         "reports {s}. {His} line site is {ls}; the external length is unchanged and the arm "
         "circumference is stable at {ac} cm.", p=case.pt.titled("PATIENT"),
         w=r.choice(["", [" with ", his + " ", case.fam[0][0], " ", case.fam[0][1].first_only("FAMILY")]]),
         He=he.capitalize(), dd=str(-start), s=r.choice(["feeling much better", "less pain",
                                                        "some loose stools but no blood",
                                                        "ongoing fatigue but no fevers"]),
         His=his.capitalize(), ls=r.choice(["clean and dry", "slightly pink but not tender",
                                            "clean under a new dressing"]), ac=str(r.randrange(24, 36)))
    n.blank()
    n.fl("{para}", para=r.choice([
        ["Inflammatory markers continue to fall. We will complete the planned course on ",
         case.d(r.randrange(7, 30)), " and then switch to oral therapy for a further 2 weeks."],
        ["Renal function has dipped slightly so we have reduced the dose and will recheck on ",
         case.d(r.randrange(2, 6), "weekday"), "."],
        ["The OPAT nurses will remove the line at the final visit. No GP action is needed other "
         "than to be aware of the plan."],
        (["We discussed returning to work; ", he, " works as " + case.an, ("PROFESSION", case.prof),
          " and I have advised against heavy lifting with the line arm until it is removed."]
         if not case.retired else
         ["As a retired ", ("PROFESSION", case.prof), " " + he + " has been keen to understand the "
          "results and keeps an excellent diary of doses."])]))
    if r.random() < 0.4:
        n.blank()
        n.fl("{He} asked me to let you know {he} will be travelling to {c} in {m} after "
             "treatment ends; I have no objection.", He=he.capitalize(), he=he,
             c=("COUNTRY", case.abroad()), m=case.d(r.randrange(40, 120), "monyr"))
    n.blank()
    n.line("Next OPAT review: ", case.d(r.randrange(5, 15), r.choice(["wklong", "long", None])),
           " at ", r.choice(["10:30", "14:15", "09:00", "11:45"]))
    n.blank()
    n.line("Yours sincerely,")
    n.blank()
    n.line("Dr ", cons.full("DOCTOR"))
    n.line(cons.role)
    if r.random() < 0.4:
        lab, val = loc.license("doctor")
        n.line(lab, " ", ("LICENSE", val))
    n.line(nurse.full("DOCTOR"), ", ", nurse.role, "  ", ("EMAIL", B.email_person(case, nurse)))
    n.blank()
    n.line("cc: ", r.choice(["Patient", [case.pt.titled("PATIENT")]]), "; ", ("HOSPITAL", case.dn_team()),
           r.choice(["", ["; ", ("HOSPITAL", case.infusion_pharm())]]))


def diva_consult(n, case):
    r, loc = case.r, case.loc
    op = case.clin(r.choice(["vat", "vat", "doctor"]), "op")
    req = case.clin(r.choice(["ward_nurse", "doctor"]), "req")
    mm = K.vein_mm(r)
    depth = r.randrange(4, 18) / 10.0
    cath = r.choice(["20G 4.8 cm", "20G 6.4 cm", "22G 4.8 cm", "18G 6.4 cm", "20G 8 cm"])
    where_k = r.randrange(3)
    if where_k == 0:
        where = ["ED cubicle ", ("LOCATION_OTHER", str(r.randrange(1, 30)))]
    elif where_k == 1:
        where = ["resus bay ", ("LOCATION_OTHER", str(r.randrange(1, 8)))]
    else:
        where = B.bed_p(case)
    score = r.randrange(2, 6)
    if r.random() < 0.55:
        n.line(r.choice(["DIFFICULT IV ACCESS CONSULT", "DIVA referral - USS-guided cannulation",
                         "Vascular Access - USGPIV procedure note"]))
        h0, m0 = r.randrange(7, 20), r.randrange(60)
        m1 = h0 * 60 + m0 + r.randrange(15, 150)
        n.line("Date: ", case.d(0), "   Requested: %02d:%02d   Seen: %02d:%02d" % (
            h0, m0, (m1 // 60) % 24, m1 % 60))
        n.line("Patient: ", case.pname(), "   ", case.age_p("sexage"), "   ", r.choice(["MRN", "Hosp no"]),
               " ", ("MRN", case.mrn))
        n.line("Location: ", ("HOSPITAL", case.hosp), ", ", where)
        n.line("Requested by: ", req.full("DOCTOR"), " (", req.role, ") via ",
               r.choice(["bleep ", "phone ", "Teams call - ext "]), ("PHONE", loc.phone("pager")))
        n.blank()
        n.line("Reason: ", r.choice(["IV antibiotics - 2 failed attempts by ward team",
                                     "contrast CT needs 20G in ACF", "blood cultures + IV fluids, "
                                     "no visible veins", "IV iron infusion, known DIVA",
                                     "IV potassium replacement, previous PIVC tissued"]))
        n.line("A-DIVA score: %d/5   BMI %d   %s" % (score, r.randrange(17, 55), r.choice(
            ["prev chemo x6 cycles", "IVDU history (ex)", "CKD 4 - vein preservation: avoid cephalic",
             "lymphoedema L arm - use R only", "sickle cell disease", "oedematous"] +
            (["pregnant %d+%d weeks, G%dP%d" % (r.randrange(8, 38), r.randrange(7), r.randrange(1, 5),
                                                r.randrange(0, 3))] * 3
             if case.pt.sex == "F" and 19 <= case.age <= 44 else []))))
        n.blank()
        n.line("PROCEDURE")
        n.line("  USS survey both arms. Chosen: ", r.choice(["R", "L"]), " ", r.choice(
            ["basilic upper arm", "cephalic forearm", "deep brachial", "basilic forearm"]),
            ", %s mm, depth %.1f cm" % (mm, depth))
        n.line("  Dynamic needle tip positioning, ", cath, " long peripheral catheter; attempts: ",
               str(r.choice([1, 1, 1, 2])))
        n.line("  Placement confirmed: flush visualised in vein, no extravasation; flashback on aspiration")
        n.line("  Secured with ", r.choice(K.SECUREMENT), "; ", r.choice(K.DRESSINGS))
        n.line("  VIP score 0. Label with date/time applied.")
        n.blank()
        n.line("ADVICE: review VIP every shift. Not for vesicants or PN. ",
               r.choice(["If this fails, refer for midline.", "Consider midline if > 5 days therapy.",
                         "Remove if not used within 24 h."]))
        B.sign(n, case, op, 0)
    else:
        n.line(case.d(0, r.choice(["dm", "wk", None])), " ", K.time(r), " usgpiv - ", case.pname("LF"),
               " ", ("MRN", case.mrn), " ", where)
        n.fl("called by {req} ({who}) for {why}. {P} {a}, a-diva {s}. {hist}",
             req=req.first_only("DOCTOR"), who=req.role.lower(), why=r.choice(
                 ["ivabx", "iv access for ct contrast", "ivf + bloods", "iv iron"]),
             P=case.pt.first_only("PATIENT"), a=case.age_p("yo"), s=str(score),
             hist=r.choice(["\"they always have to use the ultrasound on me\".",
                            ["says ", case.he(), " usually needs 4-5 goes. ", case.fam_ref(0, "first"),
                             " at bedside."],
                            ["retired ", ("PROFESSION", case.prof), ", very anxious about needles."]]))
        n.fl("uss: {side} basilic {mm}mm @ {d}cm. {c} in first pass, flushes " +
             K.typo(r, "easily", "easly", 0.15) + ", no swelling. secured + dressed. pt happy.", side=r.choice(["r", "l"]), mm=mm, d="%.1f" % depth,
             c=cath)
        n.line("- ", op.init_last("DOCTOR"), r.choice([" (vat)", " vat rn", ""]))
