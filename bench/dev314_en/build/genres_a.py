"""Genres: hand trauma clinic note, operative note, hand therapy assessment."""
from core import R, Note, pick, chance, digits, letters, sample
from ident import add_days, HOLIDAYS, slug
import pools_places as PL
from common import sp, pt_label, sig, typist, pmh_line, social, interpreter, random_time, agesex, site_header
from clinical_a import fing


def bullets(n, k, items, mark=None):
    m = mark or pick(["- ", "* ", "• ", ""])
    for i, it in enumerate(items):
        pre = "%d. " % (i + 1) if m == "" else m
        if isinstance(it, str):
            n.ln(pre, sp(k, it))
        else:
            n.ln(pre, it)


def injury_when(k):
    c = k.c
    if not k.elective and chance(0.07):
        name = pick(HOLIDAYS[k.code])[0]
        if name.startswith("the "):
            return ["on the ", ("DATE", name[4:])]
        return ["on ", ("DATE", name)]
    st = pick(["wk", "daymon", "weekday", None, None, "slash_nodate"])
    return ["on ", ("DATE", c.d(k.injury, st))]


def trauma_clinic(k):
    c, sc = k.c, k.sc
    n = Note("hand_trauma_clinic", k.code)
    v = R.randrange(3)
    if v == 0:
        n.ln(("HOSPITAL", k.hosp.name))
        n.ln(pick(["Hand Trauma Clinic", "HAND TRAUMA CLINIC - Plastic Surgery", "Plastics Hand Trauma Clinic (walk-in)", "Hand & Wrist Trauma Clinic"]))
        n.ln("Clinic date: ", ("DATE", c.d(k.visit, pick([None, "wk", "med"]))), "   Seen: ", random_time(), "   Room ", ("LOCATION_OTHER", pick(["4", "12", "3B", "7", "2", "HT1"])))
        n.ln("")
        pt_label(n, k)
    elif v == 1:
        n.ln(("HOSPITAL", k.hosp.name), " - ", pick(["Hand & Upper Extremity Surgery", "Hand Surgery Service", "Plastic Surgery Hand Clinic"]))
        n.ln(pick(["HAND SURGERY CLINIC NOTE", "NEW PATIENT - HAND TRAUMA", "Urgent Hand Clinic Visit"]))
        n.ln("Date of Service: ", ("DATE", c.d(k.visit)), "   Visit #: ", ("ACCOUNT", k.acct))
        pt_label(n, k, compact=True)
        n.ln("PCP: " if c.us else "GP: ", k.gp.ref("fi"), ", ", ("HOSPITAL", k.practice.name), "  ph ", ("PHONE", k.practice.phone))
    else:
        n.ln(pick(["HTC", "Hand trauma clinic", "Plastics HTC", "Hand Trauma"]), " ", ("DATE", c.d(k.visit)), " - ", ("HOSPITAL", k.hosp.name))
        pt_label(n, k, compact=True)
    n.ln("")
    ref = R.randrange(4)
    if ref == 0:
        n.ln("Referred from: ED, ", ("HOSPITAL", k.hosp2.name), " (", k.reg.ref("fi") if chance(0.5) else "ED SHO", ")")
    elif ref == 1:
        n.ln("Referral: Minor Injuries Unit, ", ("HOSPITAL", k.hosp2.name), ", seen there ", ("DATE", c.d(k.injury)))
    elif ref == 2:
        n.ln("Referred by GP ", k.gp.ref("fl"), " (", ("HOSPITAL", k.practice.name), ")")
    else:
        n.ln("Source: own ED, triage cat ", pick(["3", "4"]), ", ", pick(["photo referral via app", "e-referral", "phone referral"]))
    n.ln("Seen by: ", k.reg.ref(pick(["fl", "fi", "last"])), " (", k.reg.job, ")", pick([" for ", " / consultant ", " - supervising "]), k.cons.ref("last"))
    if k.child or chance(0.1):
        n.ln("Accompanied by ", k.nok_rel, " ", ("FAMILY", k.nok.n("fl")), ", contact ", ("PHONE", k.nok_phone))
    if chance(0.12):
        interpreter(n, k)
    n.ln("")
    # history
    n.w(pick(["HPC: ", "History: ", "Hx: ", "PC: "]), agesex(k), " ", "RHD" if k.dom_hand == "right" else "LHD", ". ")
    said = False
    if not k.child and chance(0.6):
        said = True
        p = k.prof_p()
        n.w(p[0][0].upper() + p[0][1:], *p[1:])
        n.w(". ")
    n.w(sp(k, sc["mech"][0].upper() + sc["mech"][1:]))
    if not k.elective:
        n.w(" ", injury_when(k))
        if k.employer and chance(0.4):
            n.w(" while at work at ", ("ORGANIZATION", k.employer))
            n.w(" (" + PL.COMP_BODY[k.code] + " notified)" if chance(0.3) else " - workplace injury")
        if chance(0.08):
            n.w(" on holiday in ", ("COUNTRY", pick(PL.ABROAD).replace("the ", "")), ", flew home ", ("DATE", c.d(add_days(k.injury, 2), "daymon")))
        if chance(0.06):
            n.w(". Was riding his motorbike (reg ", ("VEHICLE", c.plate()), ") - came off at low speed")
    n.ln(".")
    if not k.elective:
        n.ln(pick(["Washed out and dressed in ED; ", "ED: irrigation, Steri-Strips, ", "Seen in ED same day; "]), pick(["tetanus given. ", "tetanus UTD. ", "XR done. "]),
             pick(["Pain 6/10.", "Pain controlled with oral analgesia.", "NBM from 07:00 today.", "Last ate 06:30."]))
    pmh_line(n, k)
    social(n, k, prof=not said)
    n.ln("")
    n.ln(pick(["O/E:", "Examination:", "OE", "On examination -"]))
    bullets(n, k, sc["exam"])
    n.ln(pick(["Ix: ", "Imaging: ", "XR: "]), sp(k, sc["xray"]))
    n.ln("")
    n.ln(pick(["Imp: ", "Impression: ", "Dx: ", "Assessment: "]), sp(k, sc["dx"]), "  (" + sc["code"] + ")" if sc["code"] else "")
    n.ln(pick(["Plan:", "PLAN", "Management:"]))
    items = list(sc["plan"])
    if sc["op"] and not sc["nonop"]:
        items.append(["Listed: ", sc["op"]["title"], " on ", ("DATE", c.d(k.op_date, pick([None, "wk"]))), ", ",
                      pick([[("HOSPITAL", k.ward)], [("HOSPITAL", k.hosp.name)], ["Day Surgery Unit, ", ("HOSPITAL", k.hosp.name)], ["trauma list"]]), " - ", pick(["NBM from 02:00", "arrive 07:30", "day case", "admit morning of surgery"])])
        items.append("Consent: infection, stiffness, rupture/failure, nerve injury, CRPS, need for further surgery - all discussed")
    items.append(["Hand therapy referral sent to ", ("HOSPITAL", k.therapy_site.name)])
    if not k.child and sc["rtw"]["weeks"]:
        items.append("%s given for %d/52" % (pick(["Fit note", "Med cert", "Sick note", "Work note"]), sc["rtw"]["weeks"]))
    items.append(["Review in HTC ", ("DATE", c.d(add_days(k.visit, pick([7, 10, 14, 21]))))] if chance(0.6) else
                 "F/U %s/52 with XR" % pick(["1", "2", "3"]))
    bullets(n, k, items)
    n.ln("")
    if chance(0.5):
        n.ln("Discussed with ", k.cons.ref("fi"), " (", pick(["consultant on call", "HTC consultant", "attending"]), ") who agrees.")
    sig(n, k.reg, k)
    if chance(0.4):
        n.ln("cc: ", k.gp.ref("fi"), ", ", ("HOSPITAL", k.practice.name))
    return n


def op_note(k):
    c, sc = k.c, k.sc
    op = sc["op"]
    n = Note("operative_note", k.code)
    v = R.randrange(3)
    n.ln(pick(["OPERATION NOTE", "OPERATIVE REPORT", "Operation Record", "OP NOTE - HAND SURGERY"]))
    n.ln(("HOSPITAL", k.hosp.name), "  |  ", pick(["Theatre ", "OR ", "Theatre "]), ("LOCATION_OTHER", k.theatre), "  |  ", ("DATE", c.d(k.op_date, pick([None, "wk", "med", "DASH"]))))
    if v == 0:
        pt_label(n, k)
    else:
        pt_label(n, k, compact=True)
    if chance(0.6):
        n.ln("Ward: ", ("HOSPITAL", k.ward), pick(["  Bed ", " / bed ", ", bay "]), ("LOCATION_OTHER", k.bed), "    Episode: ", ("ACCOUNT", k.acct))
    n.ln("")
    n.ln("Surgeon: ", k.cons.ref(pick(["fl", "last", "fi"])), (" (" + k.cons.cred + ")") if chance(0.3) else "")
    n.ln("Assistant: ", k.reg.ref(pick(["fl", "fi"])) if chance(0.8) else ["nil"])
    n.ln(sp(k, "Anaesthetist: "), k.anaes.ref(pick(["fl", "last", "fi"])) if "WALANT" not in op["anaes"] else ["n/a (WALANT)"])
    if chance(0.5):
        n.ln("Scrub: ", ("DOCTOR", k.nurse.n(pick(["fl", "fi"]))), pick(["   Circulating: ", "  Runner: "]), ("DOCTOR", k.ther2.n("fl")))
    else:
        n.ln("Scrub: ", ("DOCTOR", k.nurse.n(pick(["fl", "fi"]))))
    n.ln("")
    n.ln("Procedure: ", sp(k, op["title"]))
    n.ln(sp(k, "Anaesthesia: "), sp(k, op["anaes"]))
    n.ln("Tourniquet: ", op["tourniquet"], pick(["", "   Position: supine, arm table", "   Arm table, supine"]))
    n.ln("Antibiotics: ", pick(["cefazolin 2 g IV at induction", "nil", "co-amoxiclav 1.2 g IV", "cefuroxime 1.5 g IV", "teicoplanin 400 mg (pen allergic)"]))
    n.ln("WHO checklist: ", pick(["completed", "done - sign in/time out/sign out", "completed, site marked"]))
    n.ln("")
    n.ln("Indication: ", sp(k, sc["dx"]), "" if k.elective else ["; injury ", ("DATE", c.d(k.injury, pick([None, "daymon"])))])
    n.ln("Findings:")
    bullets(n, k, op["findings"])
    n.ln("Procedure:")
    bullets(n, k, ["Prep with %s, %s drapes" % (pick(["chlorhexidine 2%", "aqueous Betadine", "povidone-iodine"]), pick(["hand", "extremity", "sterile"]))] + op["steps"], mark="")
    if sc["implant"]:
        n.ln("")
        n.ln("Implants: ", sc["implant"])
        n.ln("  REF ", "%s.%s" % (digits(3), digits(3)) if chance(0.5) else "%s-%s" % (letters(2), digits(5)),
             "   LOT ", ("DEVICE", pick([digits(7), letters(1) + digits(6), "%s%s" % (digits(2), letters(2) + digits(4))])),
             "   SN ", ("DEVICE", pick(["%s-%s" % (digits(4), digits(5)), letters(3) + digits(6), digits(10)])) if chance(0.7) else "")
        if chance(0.3):
            n.ln("  (sticker in implant register; ", pick(["NJR", "implant registry", "BSSH registry"]), " entry made)")
    if sc["specimen"]:
        n.ln("Specimen: ", pick(["cord to histology", "cyst to histology", "pus swab + tissue to micro"]), ", lab no. ", ("IDNUM", pick(["S%d-%s" % (k.op_date.year % 100, digits(5)), "H%s/%d" % (digits(5), k.op_date.year % 100), "MB-%s" % digits(7)])))
    n.ln("Closure: ", op["closure"])
    n.ln("Dressing: ", pick(["Jelonet, gauze, wool and crepe, POP dorsal slab", "Mepitel, gauze, Velband, dorsal blocking POP", "Adaptic, fluffs, Kerlix, volar splint",
                             "bulky non-adherent dressing, plaster backslab", "Xeroform, gauze, light compressive wrap"]))
    n.ln("EBL: ", pick(["minimal", "<10 ml", "nil", "5 ml"]), "   Complications: ", pick(["none", "nil", "none intra-op"]))
    n.ln("")
    n.ln("Post-op:")
    items = [pick(["Elevate in high arm sling 48 h", "Elevation + finger ROM (non-injured digits)", "Elevate, keep dressing dry and intact"]),
             "Analgesia: " + pick(["paracetamol 1 g QDS + ibuprofen 400 mg TDS PRN", "co-codamol 30/500 PRN", "acetaminophen 650 mg q6h PRN"]),
             ["Hand therapy ", pick(["within 3-5 days", "day 3-5 post-op", "next week"]), " at ", ("HOSPITAL", k.therapy_site.name), " - ", sc["therapy"]],
             "ROS %s days" % pick(["10-14", "10", "12-14"]) + pick([" with practice nurse", " in clinic", ""]),
             ["Clinic review ", ("DATE", c.d(add_days(k.op_date, pick([7, 10, 14]))))] if chance(0.6) else "Clinic review 2/52"]
    if "Replant" in op["title"]:
        items.insert(0, "Replant obs: colour, CRT, temp hourly x 24 h, then 2-hourly. Warm room, no caffeine/nicotine. Call on-call plastics if any change")
    if chance(0.4):
        items.append(pick(["Discharge home today (day case)", "Admit overnight", "VTE: not indicated (day case)", "Fit note 2/52 given"]))
    bullets(n, k, items)
    n.ln("")
    sig(n, k.cons if chance(0.6) else k.reg, k, date=k.op_date)
    return n


ROM_HEAD = ["Joint", "AROM (ext/flex)", "PROM", "Contralat"]


def rom_row(j):
    ext = pick(["0", "-5", "-10", "-15", "-20", "-30", "+5"])
    fl = {"MCPJ": R.randrange(45, 90), "PIPJ": R.randrange(30, 100), "DIPJ": R.randrange(5, 70)}.get(j, R.randrange(20, 80))
    return "%s/%d" % (ext, fl), "%s/%d" % (pick(["0", "-5", "0"]), min(fl + R.randrange(5, 30), 110))


def therapy_assessment(k):
    c, sc = k.c, k.sc
    n = Note("hand_therapy_assessment", k.code)
    site = k.therapy_site
    n.ln(("HOSPITAL", site.name), pick([" - Hand Therapy", " | Hand Therapy Department", "", " Outpatient Therapy"]))
    n.ln(pick(["HAND THERAPY INITIAL ASSESSMENT", "Initial Hand Therapy Evaluation", "Hand Therapy - New Patient Assessment", "OT HAND ASSESSMENT"]))
    n.ln("")
    pt_label(n, k, compact=chance(0.4))
    assess = add_days(k.op_date, pick([3, 4, 5, 7, 10])) if (sc["op"] and not sc["nonop"]) else add_days(k.visit, pick([1, 2, 5, 7]))
    n.ln("Date of assessment: ", ("DATE", c.d(assess)), "   Therapist: ", ("DOCTOR", k.ther.n(pick(["fl", "fi"]))), (", " + k.ther.cred) if k.ther.cred else "")
    n.ln("Referrer: ", k.cons.ref("fi"), pick([" (Hand Unit)", " - Plastics", ", " + k.cons.job]), "   Referral rec'd: ", ("DATE", c.d(k.visit)))
    if c.us and chance(0.7):
        n.ln("Insurance: ", ("ORGANIZATION", pick(PL.INSURERS["US"])), "  Member ID ", ("HEALTHPLAN", k.hp[1]), "  Auth # ", ("IDNUM", "A" + digits(8)), " (", pick(["12", "16", "20"]), " visits)")
    n.ln("")
    n.ln("Diagnosis: ", sp(k, sc["dx"]))
    if sc["op"] and not sc["nonop"]:
        n.ln("Surgery: ", sp(k, sc["op"]["title"]), " on ", ("DATE", c.d(k.op_date)), " (", k.cons.ref("last"), ")", pick(["", "  - day %d post-op" % R.randrange(3, 11), "  POD %d" % R.randrange(3, 8)]))
    else:
        n.ln("Management: non-operative", pick(["", " - conservative per consultant"]))
    n.ln("Hand dominance: ", k.dom_hand.capitalize())
    if k.child:
        n.ln("School: ", ("ORGANIZATION", k.school), "; parent ", ("FAMILY", k.nok.n("fl")), " present throughout")
    else:
        n.w("Occupation: ")
        if k.retired:
            n.w("retired ", ("PROFESSION", k.prof))
        else:
            n.w(("PROFESSION", k.prof))
            if k.employer:
                n.w(" at ", ("ORGANIZATION", k.employer), pick(["", " (full time)", ", %d h/wk" % pick([20, 37, 40, 45])]))
        n.ln("")
        n.ln("Leisure: ", pick(["guitar", "golf", "climbing", "gardening", "gym", "crochet", "fishing", "cycling", "piano", "hurling", "netball"]),
             "; drives: ", pick(["yes - automatic", "yes", "no", "not currently"]))
        n.ln("Social: lives with ", k.nok_rel, " (", ("FAMILY", k.nok.n("first")), ")", pick([", 2-storey house", ", flat 3rd floor (lift)", "", ", farm"]))
    n.ln("")
    n.ln("S: ", pick(["Pain ", "NRS "]), "%d/10 at rest, %d/10 with activity. " % (R.randrange(0, 4), R.randrange(3, 9)),
         pick(["Sleeping OK in orthosis.", "Woken by throbbing.", "Anxious about returning to work.", "Using hand for light ADLs only.", "Reports tingling tip of finger."]))
    n.ln("O:")
    early = (assess - k.op_date).days < 14
    n.ln("  Wound: ", pick(["healing, sutures in situ", "clean and dry, 1 suture slightly proud", "mild serous ooze, no cellulitis"] if early else
                            ["healed, scar pink and raised", "healed", "healed, mild hypertrophy"]))
    n.ln("  Oedema (circumferential, cm): ", "P1 %s %s / contralat %s" % (fing(sc.get("digit") or "index"), "%.1f" % (6 + R.random() * 2), "%.1f" % (5.5 + R.random())))
    n.ln("  ROM (degrees):")
    n.ln("  | " + " | ".join(ROM_HEAD) + " |")
    joints = ["MCPJ", "PIPJ", "DIPJ"] if (sc.get("digit") and sc["digit"] != "thumb") else (["MCPJ", "IPJ", "Palmar abd"] if sc.get("digit") == "thumb" else ["Wrist ext", "Wrist flex", "Pron/Sup"])
    for j in joints:
        a, p = rom_row(j)
        n.ln("  | %s | %s | %s | %s |" % (j, a, p, pick(["0/90", "0/100", "0/80", "WNL", "0/85"])))
    n.ln("  TAM: %d°   Strickland: %s" % (R.randrange(90, 240), pick(["fair", "good", "poor", "n/a"])))
    n.ln("  Grip (Jamar II, kg): L %d / %d / %d   R %d / %d / %d" % tuple(R.randrange(4, 48) for _ in range(6)) if chance(0.6) else "  Grip: deferred (< 6/52 post repair)")
    n.ln("  Pinch (kg): key %.1f, tip %.1f, tripod %.1f" % (R.random() * 8, R.random() * 5, R.random() * 7))
    n.ln("  Sensation: SWM ", pick(["2.83 normal", "3.61 diminished LT", "4.31 diminished protective", "2.83 all digits"]), "; 2PD ", pick(["5", "6", "8", "11"]), " mm")
    n.ln("  QuickDASH: %.1f   PRWE: %d   %s" % (R.random() * 70 + 5, R.randrange(10, 90), pick(["MHQ pending", "PSFS 3.3", "", "VSS 5"])))
    n.ln("")
    n.ln("Goals:")
    g = [["Return to work as ", ("PROFESSION", k.prof), " by ", ("DATE", c.d(add_days(k.visit, 7 * sc["rtw"]["weeks"] + 14), pick(["monthyear", None, "long"])))]] if (k.prof and not k.retired) else \
        [["Independent with self-care by ", ("DATE", c.d(add_days(k.visit, 42), pick(["monthyear", None])))]]
    g.append(pick(["Full composite fist by 12/52", "Pain < 3/10 with ADLs", "Grip 75% of contralateral by discharge", "Resume %s" % pick(["guitar", "golf", "netball", "piano", "bouldering"])]))
    bullets(n, k, g)
    n.ln("Plan / Treatment today:")
    bullets(n, k, [sc["splint"]["name"] + " fabricated/checked", "HEP: " + sp(k, sc["therapy"]), "Oedema: elevation, retrograde massage, Coban",
                   "Scar: silicone gel once healed", pick(["Education re precautions - no lifting/gripping", "Written advice given", "Video HEP sent"])])
    if chance(0.5):
        n.ln("Exercise videos: ", ("URL", site.url))
    n.ln("Next appt: ", ("DATE", c.d(add_days(assess, pick([7, 10, 14])), pick(["wk", None, "wklong"]))), " ", random_time(), pick([" (face to face)", " (video)", ""]))
    n.ln("")
    n.ln(("DOCTOR", k.ther.n("fl")), (", " + k.ther.cred) if k.ther.cred else "", "  ", k.ther.job)
    n.ln(k.ther.lic[0], " ", ("LICENSE", k.ther.lic[1]), "  |  ", ("EMAIL", k.ther.email(site.dom)), "  |  ", ("PHONE", c.phone_ext()))
    return n
