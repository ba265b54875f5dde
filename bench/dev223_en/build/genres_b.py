"""Genres: post-op progress note, vascular clinic letter, endovascular
procedure report, lung resection operative + pathology report (author 223)."""
import clin
import common as cm
from phi import P, Person, digits, letters, make_addr, addr_items


def _where(n, c):
    r = c.rng
    if c.uk:
        n.add(P(c.hosp.unit, "HOSPITAL"), ", ", r.choice(["bay ", "Bay ", "side room "]), P(str(r.randint(1, 8)), "LOCATION_OTHER"))
        if r.random() < 0.7:
            n.add(" bed ", P(str(r.randint(1, 6)), "LOCATION_OTHER"))
    else:
        n.add(P(c.hosp.unit, "HOSPITAL"), " ", r.choice(["Rm ", "room ", "bed "]), P(str(r.randint(401, 799)) + r.choice(["", "A", "B"]), "LOCATION_OTHER"))


def g_progress(n, c):
    r = c.rng
    pod = r.randint(1, 6)
    d = c.days(c.op, pod)
    if c.uk and r.random() < 0.6:
        # handwritten-style ward round entry
        n.add(c.D(d, r.choice(["uk_short", "uk_slash", "uk_dm"])), " ", clin.tm(r, 7, 11), "  ", r.choice(["WR", "Ward round", "CT WR"]),
              " - ", c.dr("surgeon", "title"), r.choice([" (Cons)", "'s team", ""]), "\n")
        n.add(P(c.pt.form(r.choice(["full", "caps"])), "PATIENT"), "  ", P(c.mrn, "MRN"), "  ")
        _where(n, c)
        n.t("\n\nPOD %d %s\n" % (pod, c.case["short"]))
        n.t(r.choice(["Pt feels well, ", "Feels 'rough', ", "Comfortable, ", "Sore ++ but ok, "]) +
            r.choice(["slept poorly. ", "eating and drinking. ", "BNO yet, passing flatus. ", "mobilised with physio x2. "]))
        if r.random() < 0.4:
            n.add(c.famrel(0).capitalize(), " ", c.famname(0), " visiting, happy with progress. ")
        n.t("\n" + clin.vitals(r, True) + "\n")
        n.t(clin.drains(r) + "\n" + clin.wires(r) + "\n")
        n.t("Wound: " + r.choice(["sternum stable, clean/dry", "sternal wound ooze lower 1/3, swabbed", "leg wound bruised, no erythema",
                                  "clean, steristrips intact"]) + "\n")
        n.t("Bloods: " + clin.labs(r, True, "slash") + "\n")
        n.t("Imp: " + r.choice(["Progressing well.", "Post-op AF, rate controlled.", "Mild fluid overload.", "AKI stage 1, improving."]) + "\n")
        n.t("Plan:\n")
        for p in r.sample(["Remove drains today", "Remove pacing wires tomorrow, stop enoxaparin am",
                           "Furosemide 40 mg IV BD, daily weights", "Chase echo", "Amiodarone load per protocol",
                           "Restart warfarin tonight, INR target 2.5", "Physio - stairs assessment", "Step down to ward level care",
                           "OT review for home", "Hold ramipril, recheck U&E"], r.randint(3, 6)):
            n.t(" - " + p + "\n")
        if r.random() < 0.4:
            n.add(" - Discuss with ", c.famrel(0), " ", c.famname(0, "first"), " re discharge ", c.D(c.days(d, r.randint(2, 5)), "uk_wd"), "\n")
        n.t("\n")
        s = c.st("resident")
        n.add(s.ref("title_full" if r.random() < 0.5 else "full"), r.choice([" CT2", " FY2", " ST4", " SHO", " Reg"]))
        n.add("  bleep ", P(s.bleep, "PHONE"))
        if r.random() < 0.6:
            n.add("  GMC ", P(s.lic, "LICENSE"))
        n.t("\n")
        return
    n.t(r.choice(["CT SURGERY PROGRESS NOTE\n", "Progress Note - Cardiac Surgery\n", "Cardiothoracic Surgery Daily Note\n",
                  "POST-OP PROGRESS NOTE\n"]))
    n.add("Patient: ", P(c.pt.form(r.choice(["caps_comma", "full", "comma"])), "PATIENT"), "  ", c.mrn_label(), " ", P(c.mrn, "MRN"))
    n.add("  Location: ")
    _where(n, c)
    n.add("\nDate: ", c.D(d), "  POD #%d s/p " % pod, c.case["proc"],
          " (", c.D(c.op, r.choice(["us_md", "us_short", "us_slash"]) if not c.uk else None), ")\n")
    n.add(c.sp("Attending: ", "Consultant: "), c.dr("surgeon", "title"), "\n\n")
    n.t("S: " + r.choice(["No acute events overnight. ", "Episode of AF at 0300 converted w/ amio. ", "Pain controlled, ambulating in hall x3. ",
                          "C/o incisional pain, nausea this AM. "]) + r.choice(["+flatus, no BM. ", "Tolerating diet. ", "Slept ok. "]))
    if r.random() < 0.3:
        n.add(c.He, " asked if ", c.he, " can go home for ", c.holiday(), ". ")
    n.t("\nO: " + clin.vitals(r, False) + "\n")
    n.t("I/O: %d/%d, wt %s kg (pre-op %s)\n" % (r.randint(900, 2400), r.randint(1200, 3600), clin.f1(r, 60, 110), clin.f1(r, 58, 106)))
    n.t("Gen: NAD. CV: RRR" if r.random() < 0.5 else "Gen: A&Ox3. CV: irreg irreg")
    n.t(". Lungs: " + r.choice(["diminished L base", "CTAB", "fine crackles bilat"]) + ". Incision: " +
        r.choice(["C/D/I, sternum stable", "scant serous drainage", "mild erythema at inferior pole, marked"]) + ". Ext: " +
        r.choice(["1+ edema", "trace LE edema", "no edema", "L leg EVH site ecchymosis"]) + ".\n")
    n.t(clin.drains(r) + "\n" + clin.wires(r) + "\n")
    n.t("Labs: " + clin.labs(r, False, r.choice(["inline", "table"])) + "\n")
    if r.random() < 0.5:
        n.t(clin.cxr(r) + "\n")
    n.t("\nA/P: POD %d, %s\n" % (pod, r.choice(["progressing appropriately", "POAF, now SR", "volume up", "slow to mobilize"])))
    for p in r.sample(["Pull CTs today if output <150 mL/shift", "D/c pacing wires in AM, hold heparin SQ", "Lasix 40 IV BID, goal -1 L",
                       "Metoprolol 25 BID, hold for SBP <95", "Start warfarin 5 mg, INR goal 2.0-3.0; bridge w/ heparin gtt",
                       "PT/OT, cardiac rehab referral", "Transfer to step-down", "D/c Foley", "Glucose on SSI, endocrine aware",
                       "ASA 81 + statin continue"], r.randint(3, 6)):
        n.t("- " + p + "\n")
    if r.random() < 0.35:
        n.add("- Dispo: home w/ ", c.famrel(0), " ", c.famname(0, "first"), " est ", c.D(c.days(d, r.randint(1, 4)), "us_wd_short"),
              "; HH referral to ", P(c.care_site, "HOSPITAL"), "\n")
    n.t("\n")
    role = r.choice(["pa", "np", "resident"])
    cm.sign(n, c, role)
    cm.efooter(n, c, role, d)


def g_vascletter(n, c):
    r = c.rng
    cm.letterhead(n, c, r.choice(["Vascular Surgery Outpatients", "Department of Vascular and Endovascular Surgery",
                                  "Vascular Clinic", "Regional Vascular Service"]))
    cd = c.wk(c.past(5, 40))
    td = c.days(cd, r.randint(2, 9))
    n.add(r.choice(["Clinic date: ", "Seen: ", "Date of clinic: "]), c.D(cd), "   Typed: ", c.D(td), "\n\n")
    g = c.st("gp")
    n.add(g.title + " ", P(g.form(r.choice(["init_last", "full"])), "DOCTOR"), "\n", P(c.practice, "HOSPITAL"), "\n")
    if r.random() < 0.6:
        n.add(addr_items(make_addr(r, c.uk), c.uk, r, "\n"), "\n")
    n.t("\n")
    n.add("Dear ", r.choice([g.title + " ", "Dr "]), P(g.last, "DOCTOR"), ",\n\n")
    cm.demo(n, c, "re")
    vk = r.choice(["aaa", "aaa", "sfa", "cli", "carotid", "iliac", "graft"])
    V = {"aaa": ("infrarenal AAA", ["list for EVAR", "CT angiogram, then aortic MDT", "ultrasound surveillance 3 months"],
                 None, None, "Pulsatile expansile mass, non-tender."),
         "sfa": ("%s SFA occlusion, short-distance claudication" % r.choice(["left", "right"]),
                 ["supervised exercise programme + BMT", "angioplasty SFA as day case"],
                 "calf claudication at %d yards" % r.randint(50, 400),
                 "a 12 cm occlusion of the SFA reconstituting at the adductor hiatus", "Femoral pulses palpable, popliteal absent."),
         "cli": ("chronic limb-threatening ischaemia, right foot", ["urgent angioplasty R leg", "CT angiogram, then MDT"],
                 "rest pain in the right forefoot for %d weeks and a dry lesion on the 4th toe" % r.randint(2, 10),
                 "below-knee three vessel disease with a patent peroneal", "Buerger's test positive on the right."),
         "carotid": ("symptomatic left ICA stenosis", ["L CEA within 2 weeks"], "an episode of amaurosis fugax in the left eye",
                     "70-99% L ICA stenosis (PSV 310 cm/s)", "No carotid bruit. Neuro exam normal."),
         "iliac": ("bilateral iliac occlusive disease", ["kissing iliac stents", "CT angiogram, then MDT"],
                   "buttock claudication bilaterally and erectile dysfunction" if c.sex == "M" else "buttock claudication bilaterally",
                   "tandem iliac stenoses, PSVR 3.8", "Weak femoral pulses bilaterally."),
         "graft": ("failing %s fem-pop bypass graft" % r.choice(["left", "right"]), ["graft angioplasty", "duplex surveillance 6 weeks"],
                   "recurrence of claudication", "patent fem-pop graft with a mid-graft stenosis PSVR 3.1", "Graft pulse palpable but weak.")}[vk]
    dz, plans, sx, dup, exam = V
    n.t("Diagnosis: " + dz + "\n")
    abpi_r, abpi_l = r.uniform(0.35, 1.15), r.uniform(0.35, 1.15)
    if vk != "carotid":
        n.t("ABPI: R %.2f  L %.2f   %s\n" % (abpi_r, abpi_l, r.choice(["Toe pressures R 48 L 62 mmHg", "monophasic pedal signals L",
                                                                      "triphasic DP/PT R", "incompressible at ankle - TBPI 0.41"])))
    mm = r.randint(48, 72)
    if vk == "aaa":
        plans = ["list for EVAR", "CT angiogram, then aortic MDT"] if mm >= 55 else ["ultrasound surveillance 3 months"]
    n.t("Plan: " + r.choice(plans) + "\n\n")
    n.add("I reviewed ", c.pn(r.choice(["title_last", "title_full"])), " in the ", r.choice(["vascular clinic", "one-stop vascular clinic", "clinic"]),
          " today. ")
    if vk == "aaa":
        n.add(c.He, " has an infrarenal AAA first identified on screening in ", c.DP(c.past(400, 2500)),
              ", now %d mm on ultrasound (previously %d mm). " % (mm, mm - r.randint(2, 9)))
        n.t("Neck length %d mm, angulation %d degrees, iliacs %s. " % (r.randint(8, 30), r.randint(20, 75),
                                                                      r.choice(["tortuous but adequate", "calcified, R EIA 6 mm", "ectatic"])))
        if r.random() < 0.5:
            job = r.choice(["lorry driver", "bus driver", "taxi driver"]) if c.uk else r.choice(["truck driver", "bus driver", "long-haul trucker"])
            c.profession = job
            n.add("As ", c.he, " works as ", a(job), " ", P(job, "PROFESSION"),
                  c.sp(" with a commercial licence (CDL ", " holding a vocational licence ("), r.choice(["no. ", ""]),
                  P(letters(r, 5) + digits(r, 6) + letters(r, 2) + digits(r, 1) + letters(r, 2), "LICENSE") if c.uk
                  else P(letters(r, 1) + digits(r, 3) + "-" + digits(r, 4) + "-" + digits(r, 4), "LICENSE"),
                  "), ", c.sp("the DOT medical examiner has been advised", r.choice(["the DVLA must be informed", "I have advised informing the DVLA"])), ". ")
    else:
        n.add(c.He, " reports ", sx, ". ")
        n.add("Duplex on ", c.D(c.days(cd, -r.randint(3, 30))), " shows ", dup, ". ")
        if vk in ("sfa", "cli", "iliac", "graft"):
            n.t(r.choice({"sfa": ["Rutherford 3. ", "Fontaine IIb. "], "cli": ["Rutherford category 5. ", "WIfI 1-2-0. "],
                          "iliac": ["Rutherford 3. ", "Fontaine IIb. "], "graft": ["Rutherford 2. "]}[vk]))
    n.t("\n\n" + c.His + " past history includes " + ", ".join(clin.pmh(r, c.uk, 3)) + ". Medication: " + ", ".join(clin.meds(r, c.uk, 4)) + ".\n\n")
    n.t("Social: ")
    cm.social(n, c, short=True)
    n.t("\nOn examination: " + clin.vitals(r, c.uk, False) + ". " + exam + " " + clin.distract(r) + "\n\n")
    n.t(r.choice(["I have discussed best medical therapy including ", "We talked about "]) +
        r.choice(["smoking cessation, statin and antiplatelet. ", "the risks of intervention versus surveillance. "]))
    if r.random() < 0.6:
        n.add("Information leaflet at ", P(r.choice(["www.", "https://"]) + r.choice(["vascular-info", "aaa-patients", "legcare"]) +
                                           r.choice([".example.org", ".example.net", ".test"]) + r.choice(["", "/claudication", "/evar-guide"]), "URL"), ". ")
    if r.random() < 0.5:
        n.add("CT angiogram has been requested (order ", P(digits(r, 8), "IDNUM"), ") and I will see ", c.him, " again on ",
              c.D(c.days(cd, r.randint(21, 60))), ". ")
    n.add(c.He, " attended with ", c.his, " ", c.famref(0, "first"), ".\n\n")
    n.t(r.choice(["Yours sincerely,\n\n", "Best wishes,\n\n", "With kind regards\n\n"]))
    cm.sign(n, c, "vascular", title=c.sp("Vascular Surgery", "Consultant Vascular Surgeon"))
    if r.random() < 0.4:
        n.add("Secretary: ", c.dr("sec", "full"), "  tel ", c.tel(False), "  ", P(c.st("sec").email, "EMAIL"), "\n")
    if r.random() < 0.6:
        cm.cc(n, c, ("patient",))
    cm.dictated(n, c, "vascular", cd, td)


def a(word):
    return cm.a_an(word)


def g_endo(n, c):
    r = c.rng
    kind = r.choice(["evar", "evar", "pta", "pta", "tevar", "fevar"])
    n.t(r.choice(["ENDOVASCULAR PROCEDURE REPORT\n", "Interventional/Endovascular Report\n", "HYBRID THEATRE - PROCEDURE NOTE\n"]))
    cm.demo(n, c, r.choice(["grid", "compact", "lines"]))
    n.add("Date: ", c.D(c.op), "   Location: ", r.choice(["Hybrid theatre ", "Angio suite ", "IR room ", "Cath lab "]),
          P(str(r.randint(1, 6)), "LOCATION_OTHER"), "\n")
    n.add("Operator(s): ", c.dr("vascular", "title"), ", ", c.dr("radiologist", "title"), "\n")
    n.add(c.sp("Anesthesia", "Anaesthesia"), ": ", r.choice(["GA", "LA + sedation", "spinal"]), " (", c.dr("anaes", "title"), ")\n")
    if r.random() < 0.5:
        n.add("Radiographer: ", c.dr("rt", "full"), "\n")
    n.t("\n")
    if kind in ("evar", "fevar"):
        mm = r.randint(54, 78)
        n.t("Indication: %d mm infrarenal AAA%s.\n" % (mm, r.choice(["", ", symptomatic", ", growth 8 mm/yr"])))
        n.add("Pre-op CTA ", c.D(c.past(10, 70)), " (accession ", c.idnum("CT"), "): neck %d mm, angulation %d deg.\n\n" % (
            r.randint(10, 28), r.randint(15, 70)))
        n.t("Procedure: %s\n" % ("EVAR" if kind == "evar" else "FEVAR (3 fenestrations: SMA, both renals)"))
        n.t("Access: bilateral percutaneous CFA, US-guided, Perclose ProGlide x2 each side (preclose).\n")
        n.add("Devices:\n  Main body ", r.choice(["Endurant II", "Excluder C3", "Zenith Alpha", "Treovance"]), " %d mm, SN " % r.choice([23, 25, 28, 32, 36]), c.serial(), "\n")
        n.add("  Contralateral limb %d x %d mm, SN " % (r.choice([13, 16, 20]), r.choice([82, 93, 124])), c.serial(), "\n")
        if r.random() < 0.6:
            n.add("  Ipsilateral extension, lot ", P(digits(r, 8), "DEVICE"), "\n")
        n.t("Completion angiogram: " + r.choice(["no endoleak, both renals patent.", "small type II endoleak from L4 lumbar - observe.",
                                                 "type Ia endoleak treated with Palmaz stent, resolved."]) + "\n")
    elif kind == "tevar":
        n.t("Indication: ")
        if r.random() < 0.6:
            n.add("blunt traumatic aortic injury grade III after high-speed MVC")
            if r.random() < 0.7:
                n.add(" (restrained driver; vehicle ", c.plate() if r.random() < 0.7 else c.vin(), " per ",
                      r.choice(["police report", "EMS sheet", "ambulance handover"]), ")")
            n.t(".\n")
        else:
            n.t("complicated Stanford type B dissection, malperfusion L leg.\n")
        n.t("Zone 2 landing, LSCA covered%s. Device %s %d mm, SN " % (r.choice([" after L carotid-subclavian bypass", ""]),
                                                                     r.choice(["Valiant Navion", "cTAG", "Zenith Alpha Thoracic"]), r.choice([26, 28, 31, 34])))
        n.add(c.serial(), ". Spinal drain placed pre-op, CSF pressure target <10 cmH2O.\n")
    else:
        n.t("Indication: " + r.choice(["CLTI R foot, tissue loss", "lifestyle-limiting claudication L", "failing fem-pop graft"]) + "\n")
        n.t("Access: %s CFA antegrade 6Fr.\n" % r.choice(["R", "L", "contralateral"]))
        n.t("Findings: %s\n" % r.choice(["SFA occlusion 14 cm, reconstitution at P1, 2 vessel run-off (AT, peroneal).",
                                          "tandem SFA stenoses 80%, single vessel run-off via peroneal.",
                                          "CIA occlusion, kissing stents required."]))
        n.t("Intervention: %s\n" % r.choice(["subintimal recanalisation, 5x150 mm DCB (paclitaxel) + 5.5x100 mm Supera stent.",
                                              "PTA 5 mm then 6x120 mm DCB, no flow-limiting dissection.",
                                              "kissing 8x59 mm balloon-expandable covered stents."]))
        if r.random() < 0.6:
            n.add("Stent SN ", c.serial(), "  Balloon lot ", P(digits(r, 8), "DEVICE"), "\n")
    n.t("Contrast: %d mL %s. Fluoro %s min, DAP %d Gy.cm2.\n" % (r.randint(30, 180), r.choice(["Omnipaque 300", "Visipaque 320", "iodixanol"]),
                                                                   clin.f1(r, 4, 55), r.randint(8, 310)))
    n.t("Heparin %d units, ACT %d s.\n" % (r.choice([3000, 5000, 7000, 8000]), r.randint(220, 310)))
    if r.random() < 0.4:
        n.add("Dose report sent to PACS node ", c.ip(), "; images accession ", c.idnum("XA"), ".\n")
    n.t("Closure: " + r.choice(["ProGlide sutures, haemostasis good.", "Angio-Seal 6Fr.", "manual compression 15 min.",
                                "open cutdown closed in layers."]) + "\n")
    n.t("Complications: " + r.choice(["none.", "none immediate.", "small groin haematoma R, marked."]) + "\n")
    n.add("Post-procedure: bed rest %d h, pulses check q15min x4, then hourly. To " % r.choice([2, 4, 6]),
          P(c.hosp.unit, "HOSPITAL"), ".\n")
    n.t("Antithrombotic plan: " + r.choice(["aspirin + clopidogrel 3 months then aspirin alone.", "continue apixaban, add aspirin 1 month.",
                                            "aspirin lifelong; statin.", "rivaroxaban 2.5 mg BD + aspirin (COMPASS)."]) + "\n")
    n.add("Follow-up: CT/duplex at 1 month (", c.D(c.days(c.op, r.randint(28, 40))), ").\n\n")
    cm.sign(n, c, "vascular")
    cm.efooter(n, c, "vascular")


def g_lung(n, c):
    r = c.rng
    lobe = r.choice(["right upper lobe", "right lower lobe", "left upper lobe", "left lower lobe", "right middle lobe"])
    side = "R" if lobe.startswith("right") else "L"
    stations = ["2R", "4R", "7", "10R", "11R"] if side == "R" else ["5", "6", "7", "10L", "11L"]
    acc = c.idnum(r.choice(["H", "S", "P"]))
    if r.random() < 0.55:
        n.t(r.choice(["OPERATION NOTE - THORACIC SURGERY\n", "Thoracic Operative Report\n", "VATS LOBECTOMY - OP NOTE\n"]))
        cm.demo(n, c, r.choice(["grid", "lines", "compact"]))
        n.add("Date: ", c.D(c.op), "  Theatre ", P(str(r.randint(1, 14)), "LOCATION_OTHER"), "\n")
        n.add("Surgeon: ", c.dr("thoracic", "title"), "  Assistant: ", c.dr("fellow"), "\n")
        n.add("Anaesthetist: " if c.uk else "Anesthesiologist: ", c.dr("anaes", "title"), "  (DLT, %s)\n" % r.choice(["paravertebral catheter", "ESP block", "epidural T6-7"]))
        n.t("Procedure: %s %s lobectomy + systematic nodal dissection\n" % (r.choice(["VATS", "uniportal VATS", "RATS", "open (thoracotomy)"]), lobe))
        n.t("Indication: %s, cT%s N0 M0 on PET-CT, FEV1 %d%%, TLCO %d%%.\n" % (r.choice(["adenocarcinoma on CT-guided biopsy", "spiculated nodule, PET avid SUV 8.4",
                                                                                       "squamous cell carcinoma (EBUS)"]),
                                                                         r.choice(["1b", "1c", "2a", "2b"]), r.randint(55, 110), r.randint(45, 95)))
        n.t("Findings: " + r.choice(["incomplete oblique fissure, no pleural deposits.", "dense adhesions apex, tumour puckering visceral pleura.",
                                      "anthracotic nodes station 7, frozen section negative."]) + "\n")
        n.t("Stapling: vein, artery branches (A1-3), bronchus with %s. Stations sampled: %s. Air leak test: %s.\n" % (
            r.choice(["Signia purple loads", "Echelon 45 mm gold", "tan reloads"]), ", ".join(stations),
            r.choice(["none at 20 cmH2O", "small leak, sealant applied", "minor leak from fissure"])))
        n.t("Drain: %dFr %s, on %s.\n" % (r.choice([24, 28]), "apical" if r.random() < 0.5 else "basal", r.choice(["digital drainage -2 kPa", "underwater seal", "Thopaz -8 cmH2O"])))
        n.add("Specimen sent as ", acc, ", labelled ", P(c.pt.form("caps_comma"), "PATIENT"), ".\n")
        n.t("EBL %d mL. Post-op to %s. %s\n\n" % (r.randint(50, 400), r.choice(["thoracic HDU", "ward", "PACU then ward"]), clin.distract(r)))
        cm.sign(n, c, "thoracic")
        n.t("\n---\n\n")
    n.t(r.choice(["HISTOPATHOLOGY REPORT\n", "SURGICAL PATHOLOGY REPORT\n", "Cellular Pathology Report\n"]))
    n.add("Lab no: ", acc, "    Received: ", c.D(c.op), "    Reported: ", c.D(c.days(c.op, r.randint(4, 12))), "\n")
    n.add("Patient: ", P(c.pt.form(r.choice(["caps_comma", "comma", "full_mid"])), "PATIENT"), "   DOB: ", c.D(c.dob), "   ")
    n.add(c.mrn_label(), ": ", P(c.mrn, "MRN"), "\n")
    n.add("Requesting clinician: ", c.dr("thoracic", "title"), "   Location: ", P(c.hosp.name, "HOSPITAL"), "\n")
    if r.random() < 0.4:
        n.add("Clinical details: ", lobe, " mass, ", c.age_items("yo" if not c.uk else "year-old"), " ex-smoker")
        if r.random() < 0.5:
            n.add(", ", cm.prof_items(c.profession), " (asbestos exposure?)" if r.random() < 0.4 else "")
        n.t(".\n")
    n.t("\nSPECIMEN: %s lobectomy + LN stations %s\n\n" % (lobe.capitalize(), ", ".join(stations)))
    sz = r.randint(11, 52)
    n.t("MACROSCOPY: %s, weighing %d g, %d x %d x %d mm. A %d mm firm grey-white tumour lies %d mm from the bronchial margin "
        "and abuts the visceral pleura. Blocks A1-A%d.\n\n" % (lobe.capitalize(), r.randint(90, 320), r.randint(120, 190), r.randint(80, 140),
                                                             r.randint(30, 70), sz, r.randint(8, 40), r.randint(8, 18)))
    hist = r.choice(["Invasive adenocarcinoma, acinar predominant (acinar 60%, lepidic 25%, solid 15%)",
                     "Squamous cell carcinoma, keratinising, moderately differentiated",
                     "Invasive mucinous adenocarcinoma", "Typical carcinoid tumour (2 mitoses/2 mm2, no necrosis)"])
    n.t("MICROSCOPY: %s. LVI %s. STAS %s. Margins clear (bronchial %d mm).\n" % (
        hist, r.choice(["not seen", "present"]), r.choice(["absent", "present"]), r.randint(6, 40)))
    pos = [1 if r.random() < 0.1 else 0 for s in stations]
    n.t("Lymph nodes: " + ", ".join("station %s %d/%d" % (s, p, r.randint(1, 5)) for s, p in zip(stations, pos)) + "\n")
    nst = 0
    for s, p in zip(stations, pos):
        if p:
            nst = max(nst, 1 if s.startswith("1") else 2)
    pl = r.choice(["PL0", "PL0", "PL1", "PL2"])
    tcat = "1a" if sz <= 10 else "1b" if sz <= 20 else "1c" if sz <= 30 else "2a" if sz <= 40 else "2b" if sz <= 50 else "3"
    if pl != "PL0" and tcat.startswith("1"):
        tcat = "2a"
    n.t("PD-L1 (22C3) TPS %d%%. %s\n" % (r.choice([0, 1, 5, 30, 60, 90]), r.choice(["EGFR/ALK to follow.", "Molecular panel sent.", ""])))
    n.t("Visceral pleural invasion: %s.\n" % pl)
    n.t("\nSUMMARY: %s, pT%s pN%d (TNM 8th edition), R0. SNOMED: M81403, T28000.\n\n" % (hist.split(",")[0].split(" (")[0], tcat, nst))
    n.add("Reported by: ", c.dr("pathologist", r.choice(["title_full", "cred"])), ", ", c.sp("Pathologist", "Consultant Histopathologist"), "\n")
    if r.random() < 0.4:
        n.add("Authorised electronically by ", c.user("pathologist"), " on ", c.D(c.days(c.op, r.randint(5, 12))), "\n")
    if r.random() < 0.5:
        n.add("For discussion at thoracic MDT ", c.D(c.wk(c.days(c.op, r.randint(8, 20))), "uk_wd" if c.uk else "us_wd_short"), ".\n")
