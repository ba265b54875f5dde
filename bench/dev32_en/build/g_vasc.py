"""Genre: vascular surgery (clinic letters, operation notes, duplex reports,
ward rounds, discharge summaries)."""
import datetime as dt

import locale_fmt as LF
import pools as P
import clin
import chrome as CH
import prose as PR
from doc import Doc, Phi

SCEN = ["claudication", "clti", "aaa", "carotid", "veins", "dfu"]
PROCS = {
    "aaa": ["Elective EVAR", "Open AAA repair (tube graft)", "FEVAR"],
    "carotid": ["Left carotid endarterectomy with patch", "Right carotid endarterectomy with patch"],
    "clti": ["Right femoro-popliteal bypass (above knee, PTFE)", "Left femoral endarterectomy and profundaplasty",
             "Right below-knee amputation", "Left SFA angioplasty and stent", "Left transmetatarsal amputation"],
    "claudication": ["Right iliac angioplasty and stent", "Left SFA angioplasty"],
    "veins": ["Right great saphenous vein endovenous laser ablation", "Left GSV radiofrequency ablation and phlebectomies"],
    "dfu": ["Debridement right hallux and first ray amputation", "Left fifth toe amputation"],
}
IMPLANTS = {
    "Elective EVAR": [("Main body", "Gore Excluder C3"), ("Contralateral limb", "Gore Excluder PLC"), ("Iliac extender", "Gore Excluder PLC")],
    "FEVAR": [("Fenestrated main body", "Cook Zenith Fenestrated"), ("Renal stent", "Atrium Advanta V12")],
    "Open AAA repair (tube graft)": [("Graft", "Maquet Gelsoft Plus 18 mm")],
    "Right femoro-popliteal bypass (above knee, PTFE)": [("Graft", "Gore Propaten 6 mm")],
    "Left SFA angioplasty and stent": [("Stent", "Zilver PTX 6 x 80")],
    "Right iliac angioplasty and stent": [("Stent", "Omnilink Elite 8 x 39")],
    "Left carotid endarterectomy with patch": [("Patch", "bovine pericardial patch")],
    "Right carotid endarterectomy with patch": [("Patch", "bovine pericardial patch")],
}


def abpi(c):
    r = c.r
    return "%.2f" % r.uniform(0.35, 1.05), "%.2f" % r.uniform(0.4, 1.1)


def clinic_letter(c):
    r = c.r
    d = Doc()
    e = c.env()
    surg = c.doctor(r.choice(["Consultant Vascular Surgeon", "Vascular Surgeon", "Vascular Surgery Registrar"]))
    if c.L in ("UK", "IE", "AU", "NZ") and r.random() < 0.7 and "Registrar" not in surg.role:
        surg.title = "Mr" if surg.sex == "M" else r.choice(["Ms", "Miss", "Mrs"])
    scen = r.choice(SCEN)
    CH.letterhead(d, c, r.choice(["Vascular Surgery", "Department of Vascular Surgery", "Vascular Outpatients", "Regional Vascular Unit"]),
                  email=c.chance(0.4), url=c.chance(0.2))
    d.add("\n", "Clinic date: ", c.Dh(c.visit), "\n\n")
    CH.gp_addressee(d, c)
    d.add("\nDear Dr", c.dot, " ", c.gp.sur(), ",\n\n")
    CH.re_line(d, c)
    d.nl()
    a, b = abpi(c)
    if scen == "claudication":
        d.add("Diagnosis: ", r.choice(["Right", "Left", "Bilateral"]), " calf claudication at ", str(r.randint(50, 400)), " m; ABPI R ", a, " L ", b, "\n\n")
        d.add(c.pt.t(), " describes cramping calf pain after ", r.choice(["two", "three", "five"]), " minutes of walking, relieved by rest. ",
              e["He"], " is ", r.choice(["still smoking 10 a day", "an ex-smoker", "trying to quit with varenicline"]), ". ")
        d.add("Duplex ", c.D(c.ago(r.randint(5, 60))), " shows ", r.choice(["a 4 cm SFA occlusion with good reconstitution", "a >50% left CIA stenosis",
              "diffuse femoro-popliteal disease"]), ".\n\n")
        d.add("We agreed on supervised exercise therapy at ", Phi(r.choice(P.LEISURE), "ORGANIZATION"), ", best medical therapy and review in 3 months.\n\n")
    elif scen == "clti":
        d.add("Diagnosis: Chronic limb-threatening ischaemia, ".replace("ischaemia", c.sp("ischaemia")), r.choice(["right", "left"]), " foot - rest pain",
              r.choice(["", " and tissue loss (WIfI 2-1-1)"]), "\n\n")
        d.add(c.pt.t(), " was seen urgently following referral from the ", r.choice(["podiatry", "district nursing", "diabetes foot"]), " team. ")
        d.add("ABPI R ", a, " L ", b, "; toe pressures ", str(r.randint(18, 60)), " mmHg. CTA ", c.D(c.ago(r.randint(2, 20))), " (accession ",
              Phi("CT" + LF.digits(r, 8), "IDNUM"), "): ", r.choice(["long SFA occlusion, single vessel run-off via peroneal", "popliteal occlusion",
                                                                     "multilevel disease"]), ".\n\n")
        d.add("After discussion at the vascular MDT on ", c.Dw(c.ago(r.randint(1, 6))), ", we have offered ", e["him"], " ",
              r.choice(PROCS["clti"]).lower(), ", provisionally listed for ", c.D(c.next_weekday(7, 30)), ".\n\n")
    elif scen == "aaa":
        size = r.choice([4.2, 4.8, 5.1, 5.5, 5.8, 6.2])
        d.add("Diagnosis: Infrarenal AAA ", "%.1f cm" % size, " (", r.choice(["surveillance", "screen-detected", "incidental on CT"]), ")\n\n")
        d.add("Surveillance scans:\n")
        day = c.ago(r.randint(700, 1200))
        s0 = size - r.uniform(0.5, 1.2)
        for i in range(r.randint(3, 5)):
            d.add("  ", c.Dh(day), "   ", "%.1f cm" % s0, "\n")
            s0 = min(size, s0 + r.uniform(0.1, 0.4))
            day += dt.timedelta(days=r.randint(150, 380))
            if day > c.visit:
                break
        d.add("\n")
        if size >= 5.5:
            d.add("The aneurysm has reached the threshold for repair. ", c.pt.t(), " is keen to proceed and we will arrange CT angiography and ",
                  "cardiopulmonary exercise testing with a view to EVAR.\n\n")
        else:
            d.add("Continue surveillance with ultrasound in ", "3 months" if size >= 5 else "6 months", ". ", e["He"], " should not drive a ",
                  r.choice(["HGV", "bus", "commercial vehicle"]), " if the diameter exceeds 6.5 cm.\n\n")
    elif scen == "carotid":
        d.add("Diagnosis: ", r.choice(["Left", "Right"]), " ICA stenosis 70-99% (NASCET) - symptomatic (", r.choice(["amaurosis fugax", "TIA", "minor stroke"]),
              " ", c.D(c.ago(r.randint(3, 12))), ")\n\n")
        d.add(c.pt.t(), " was referred from the TIA clinic at ", c.hospital().N(), ". Carotid duplex ", c.D(c.ago(r.randint(2, 10))),
              " confirmed the stenosis. I have listed ", e["him"], " for carotid endarterectomy on ", c.D(c.next_weekday(2, 12)), ".\n\n")
    elif scen == "veins":
        d.add("Diagnosis: ", r.choice(["Right", "Left"]), " GSV incompetence, C", r.choice(["2", "3", "4a", "4b", "6"]), "\n\n")
        d.add(c.pt.t(), r.choice([" reports aching and itch", " has venous eczema", " has a recurrent venous ulcer"]), ". Venous duplex ",
              c.D(c.ago(r.randint(5, 40))), " shows reflux from the SFJ to mid-calf. We discussed endothermal ablation. ",
              e["He"], " works as ", CH.art(c.prof), " ", Phi(c.prof, "PROFESSION"), " and would like the procedure after ",
              r.choice([Phi("Christmas", "DATE"), Phi("Easter", "DATE"), c.My(c.later(r.randint(30, 120)))]), ".\n\n")
    else:
        d.add("Diagnosis: Diabetic foot ulcer, ", r.choice(["right hallux", "left heel", "right 5th metatarsal head"]), "\n\n")
        d.add(c.pt.t(), " attends the multidisciplinary foot clinic with ", e["his"], " ", c.relative().rel, " ", c.fam[-1].first(), ". Wound ",
              "%d x %d mm" % (r.randint(5, 40), r.randint(5, 30)), ", probe to bone ", r.choice(["positive", "negative"]), ". X-ray ", c.D(c.ago(r.randint(1, 20))),
              ": ", r.choice(["no osteomyelitis", "cortical erosion"]), ". Podiatrist ", c.staff("Podiatrist").full(), " continues weekly debridement.\n\n")
    d.add(PR.para(c, e, "vascular", 1, 3), PR.para(c, e, "general_history", 1, 2), PR.para(c, e, "discussion", 1, 3), "\n\n")
    d.add("Past history:\n", CH.pmh_block(c))
    d.add("Medications: ", "; ".join(clin.card_meds(c, r.randint(3, 6))), "\n")
    d.add("Allergies: ", CH.allergies(c), "\n")
    if c.chance(0.6):
        d.add("Social: ", CH.social(c, brief=c.chance(0.4)), "\n")
    d.add("\nOn examination: ", clin.vitals(c, 3), ". ", {
        "claudication": r.choice(["Femoral pulses present bilaterally, absent distally.", "Reduced femoral pulse on the affected side; no distal pulses."]),
        "clti": r.choice(["Cool pale foot with dependent rubor; no palpable pulses below the femoral.", "Dry eschar on the lateral border of the foot; Doppler signals monophasic."]),
        "aaa": r.choice(["Pulsatile expansile mass in the epigastrium.", "Abdomen obese, aneurysm not palpable; popliteal pulses normal."]),
        "carotid": r.choice(["No carotid bruit; no focal neurology.", "Soft bruit over the left carotid; cranial nerves intact."]),
        "veins": r.choice(["Varicosities in the GSV distribution with lipodermatosclerosis.", "Ankle flare and venous eczema; pulses normal."]),
        "dfu": r.choice(["Neuropathic ulcer with surrounding callus; foot warm, capillary refill 3 s.", "Sloughy ulcer base, no cellulitis; pulses impalpable."]),
    }[scen], "\n\n")
    CH.signature(d, c, surg, surg.role, lic=c.licence_for(surg) if c.chance(0.4) else None)
    d.nl()
    if c.chance(0.6):
        CH.cc_block(d, c, pt=True)
    if c.chance(0.4):
        CH.dictation(d, c, surg)
    if c.chance(0.45):
        CH.confidential(d, c)
    return d


def op_note(c):
    r = c.r
    d = Doc()
    e = c.env()
    scen = r.choice(["aaa", "carotid", "clti", "claudication", "veins", "dfu"])
    proc = r.choice(PROCS[scen])
    surg = c.doctor("Consultant Vascular Surgeon")
    asst = c.doctor("Registrar")
    anaes = c.doctor(c.sp("Anaesthetist"))
    scrub = c.staff("Scrub nurse")
    d.add(c.hosp.N(), "\n", r.choice(["OPERATION NOTE", "Operative Report", "OPERATIVE NOTE", "Procedure Note - Vascular"]), "\n\n")
    d.add("Patient: ", c.pt.caps(r.choice([0, 1])), "   ", c.mrn_label(), ": ", Phi(c.mrn, "MRN"), "   DOB: ", c.Dh(c.dob), "   Age: ", c.A(), "\n")
    if c.L in ("US", "CA", "AU"):
        d.add(r.choice(["Encounter: ", "Visit No: ", "Acct: "]), Phi(c.acct, "ACCOUNT"), "\n")
    d.add("Date of operation: ", c.Dh(c.visit), "   ", r.choice(["Theatre", "OR", "Hybrid theatre"]).replace("Theatre", "Theatre" if not c.us else "OR"), " ",
          Phi(str(r.randint(1, 14)), "LOCATION_OTHER"), r.choice(["", ", " ]))
    if d.parts[-1] == ", ":
        d.add(Phi(r.choice(P.BUILDINGS), "LOCATION_OTHER"))
    d.add("\n")
    d.add("Surgeon: ", surg.full(), "\nAssistant: ", asst.full(), "\n", c.sp("Anaesthetist"), ": Dr", c.dot, " ", anaes.full(), "\nScrub: ", scrub.full(), "\n")
    d.add(c.sp("Anaesthetic"), ": ", r.choice(["GA", "GA + regional block", "spinal", "LA with sedation", "tumescent local"]), "\n")
    d.add("Procedure: ", proc, "\n")
    d.add("Indication: ", {"aaa": "AAA %.1f cm" % r.uniform(5.5, 6.8), "carotid": "symptomatic ICA stenosis 80%", "clti": "CLTI with rest pain",
                           "claudication": "lifestyle-limiting claudication", "veins": "symptomatic GSV reflux", "dfu": "infected diabetic foot"}[scen], "\n\n")
    d.add("Consent: ", r.choice(["form 1 signed ", "written consent obtained "]), c.Dh(c.ago(r.randint(0, 14))), " by ", asst.init_sur(),
          "; risks discussed including bleeding, infection, ", {"aaa": "endoleak, renal injury", "carotid": "stroke (2%), nerve injury", "clti": "graft failure, limb loss",
                                                                "claudication": "dissection, restenosis", "veins": "DVT, numbness", "dfu": "non-healing, further amputation"}[scen], ".\n")
    d.add("Safety checklist completed. Antibiotic prophylaxis: ", r.choice(["cefuroxime 1.5 g IV", "co-amoxiclav 1.2 g IV", "teicoplanin 400 mg IV", "cefazolin 2 g IV"]),
          ". VTE prophylaxis: ", r.choice(["TEDs + enoxaparin post-op", "IPC intra-op", "heparin 5000 u"]), ".\n")
    d.add("Position: supine. Prep: chlorhexidine. WHO sign-in by ", scrub.first(), ".\n\n")
    d.add("Findings: ", r.choice(["Heavily calcified vessels.", "Good quality inflow.", "Friable plaque with ulceration.", "Adequate landing zones.",
                                  "Wet gangrene to MTP joint."]), "\n")
    details = {
        "aaa": ["Bilateral percutaneous femoral access, ProGlide pre-close. Systemic heparin 5000 u. Devices deployed under fluoroscopy; completion angiogram showed no endoleak.",
                "Midline laparotomy, infrarenal clamp, sac opened, lumbar arteries oversewn, tube graft sewn with 3-0 Prolene, sac closed over graft."],
        "carotid": ["Longitudinal arteriotomy, shunt not required, endarterectomy with good end point, patch closure with 6-0 Prolene. Stump pressure 48 mmHg.",
                    "Shunt inserted after EEG change; endarterectomy, patch angioplasty, good backbleeding."],
        "clti": ["Groin cut-down, common femoral exposed, tunnelled graft, anastomoses with 5-0 Prolene. Good distal pulses at completion.",
                 "Skew flap fashioned, tibia divided 12 cm below the tibial tuberosity, fibula 2 cm shorter, nerves ligated under tension.",
                 "Ultrasound-guided antegrade access, wire crossed occlusion, ballooned and stented. Brisk flow on completion."],
        "claudication": ["Ultrasound-guided access, wire crossed occlusion, ballooned and stented. Brisk flow on completion.",
                         "Retrograde CFA access, 8 mm balloon then stent, residual stenosis <10%."],
        "veins": ["Ultrasound-guided cannulation of GSV at knee, catheter to 2 cm below SFJ, tumescent anaesthesia, ablation in 7 cm segments. Phlebectomies via stab incisions.",
                  "GSV accessed at mid-calf, fibre positioned 2 cm distal to SFJ under ultrasound, tumescent infiltration, laser ablation completed."],
        "dfu": ["Debridement to healthy bleeding tissue; bone sent for culture. Wound packed.",
                "Racquet incision, toe disarticulated at MTP joint, cartilage nibbled, wound left open with alginate."],
    }[scen]
    d.add("Procedure details: ", c.spx(r.choice(details)), "\n")
    imps = IMPLANTS.get(proc, [])
    if imps:
        d.add("\nImplants:\n")
        for what, model in imps:
            d.add("  ", what, ": ", model, "  SN ", Phi(LF.serial(r, LF.letters(r, 2)), "DEVICE"), "\n")
    if scen in ("dfu", "clti") or c.chance(0.3):
        d.add("\nSpecimens: ", r.choice(["bone (proximal margin) - histology and micro", "plaque - histology", "tissue for culture"]),
              ", specimen no ", Phi(r.choice(["H", "SP", "M"]) + str(c.visit.year % 100) + "-" + LF.digits(r, 5), "IDNUM"), "\n")
    closure = {"aaa": ["ProGlide x2 with good " + c.sp("haemostasis"), "looped PDS to linea alba, clips to skin"],
               "carotid": ["platysma with 3-0 Vicryl, subcuticular Monocryl, no drain"], "clti": ["2-0 Vicryl to fascia, 3-0 Vicryl subcut, clips to skin",
               "manual pressure, closure device"], "claudication": ["manual pressure 10 min", "Angio-Seal"], "veins": ["Steri-Strips and compression bandage"],
               "dfu": ["wound left open and packed"]}[scen]
    d.add("Closure: ", r.choice(closure), ".\n")
    endo = scen in ("aaa", "claudication") or "stent" in proc or "EVAR" in proc
    d.add("EBL: ", str(r.randint(20, 150) if scen in ("veins", "claudication", "dfu") else r.randint(100, 900)), " mL")
    if endo:
        d.add("   Contrast: ", str(r.randint(30, 120)), " mL   Fluoro time: ", "%.1f" % r.uniform(3, 25), " min")
    d.add("\n\n")
    d.add("Post-op:\n- ", r.choice(["Return to ward", "HDU overnight", "Recovery then ward"]), " (", Phi(r.choice(P.WARDS), "HOSPITAL"), ")\n")
    d.add("- ", r.choice(["Aspirin and clopidogrel", "Aspirin, statin", "Enoxaparin prophylaxis"]), "\n")
    d.add("- Neuro obs hourly x 4\n" if scen == "carotid" else "- Foot pulses/Doppler signals hourly\n")
    d.add("- Follow-up in vascular clinic ", r.choice(["6 weeks", "3 months"]), "\n\n")
    d.add("Signed: ", surg.init_sur() if c.chance(0.5) else surg.full(), "  ", c.Dh(c.visit), " ", c.time(), "\n")
    if c.chance(0.5):
        lab, val = c.licence_for(surg)
        d.add(lab, " ", Phi(val, "LICENSE"), "\n")
    return d


def duplex_report(c):
    r = c.r
    d = Doc()
    e = c.env()
    son = c.staff(r.choice(["Clinical Vascular Scientist", "Vascular Sonographer", "RVT"]))
    ref = c.doctor("Vascular")
    d.add(c.hosp.N(), " - ", r.choice(["Vascular Laboratory", "Vascular Studies Unit", "Non-invasive Vascular Lab"]), "\n")
    d.add(r.choice(["Tel ", "Ph "]), Phi(LF.sibling(r, c.hosp.phone), "PHONE"), "\n\n")
    exam = r.choice(["Carotid duplex", "Lower limb arterial duplex", "AAA surveillance ultrasound", "Venous duplex (reflux)", "Graft surveillance duplex"])
    d.add(exam.upper(), "\n")
    d.add("Name: ", c.pt.caps(r.choice([0, 1, 2])), "   DOB: ", c.Dh(c.dob), "   ", c.mrn_label(), ": ", Phi(c.mrn, "MRN"), "\n")
    d.add("Exam date: ", c.Dh(c.visit), "   Accession: ", Phi(r.choice(["US", "VL", "RAD"]) + LF.digits(r, 7), "IDNUM"), "\n")
    d.add("Referrer: ", ref.t(), " (", "Stroke" if "Carotid" in exam and c.chance(0.6) else r.choice(["Vascular", "Vascular", "Diabetes foot"]), ")   Location: ", r.choice(["OPD", "Ward", "Vascular lab"]), "\n")
    det = {"Carotid duplex": ["TIA - left arm weakness", "amaurosis fugax", "?stenosis - bruit", "pre-CABG screen"],
           "Lower limb arterial duplex": ["claudication", "?CLTI - rest pain", "non-healing ulcer", "post angioplasty"],
           "AAA surveillance ultrasound": ["AAA surveillance", "screen-detected AAA", "post EVAR surveillance"],
           "Venous duplex (reflux)": ["varicose veins pre-op", "venous ulcer", "recurrent varicose veins"],
           "Graft surveillance duplex": ["fem-pop graft 12 months", "fem-distal graft 6 months", "graft surveillance"]}[exam]
    d.add("Clinical details: ", r.choice(det), "\n")
    d.add("Relevant history: ", r.choice(["smoker, diabetic", "previous right CEA ", "EVAR ", "right fem-pop bypass ", "HTN, AF on apixaban"]))
    if d.parts[-1].endswith(" "):
        d.add(c.My(c.past(200, 2500)))
    d.add("\n")
    d.add("Equipment: ", r.choice(["Philips EPIQ 7", "GE LOGIQ E10", "Canon Aplio i800"]), "   Room ",
          Phi(r.choice(["3", "4", "12", "B2", "V1"]), "LOCATION_OTHER"), "\n\n")
    if "Carotid" in exam:
        for side in ("Right", "Left"):
            d.add(side, " ICA: PSV %d cm/s, EDV %d cm/s, ICA/CCA %.1f - %s\n" % (r.randint(60, 420), r.randint(15, 160), r.uniform(1.0, 5.5),
                                                                                   r.choice(["<50%", "50-69%", "70-79%", "80-99%", "occluded"])))
        d.add("Vertebral arteries antegrade bilaterally.\n")
    elif "AAA" in exam:
        d.add("Max AP diameter (inner-inner) %.1f cm; previous %.1f cm (" % (r.uniform(3.2, 5.9), r.uniform(3.0, 5.5)), c.D(c.ago(r.randint(150, 400))), ")\n")
        d.add("Iliacs: ", r.choice(["normal calibre", "R CIA 1.8 cm"]), "\n")
    elif "Venous" in exam:
        d.add("SFJ competent: ", r.choice(["no", "yes"]), "; GSV reflux %.1f s from groin to %s; diameter %.1f mm\n" % (
            r.uniform(0.6, 4.0), r.choice(["knee", "mid-calf", "ankle"]), r.uniform(4, 11)))
        d.add("Deep veins patent and competent. No DVT.\n")
    else:
        for seg in ("CFA", "SFA prox", "SFA mid", "SFA dist", "Pop", "ATA", "PTA"):
            d.add("%-9s %s, PSV %d cm/s\n" % (seg, r.choice(["triphasic", "biphasic", "monophasic", "occluded", "monophasic"]), r.randint(0, 240)))
        d.add("ABPI R %s L %s\n" % abpi(c))
    d.add("\nPrevious results for comparison:\n")
    for i in range(r.randint(1, 3)):
        d.add("  ", c.Dh(c.past(120 * (i + 1), 200 * (i + 1) + 60)), " - ", r.choice(["similar appearances", "less severe stenosis", "no prior study of this segment",
                                                                                  "sac 0.3 cm smaller", "patent, velocities normal"]), "\n")
    d.add("\nComments: ", r.choice(["Patient tolerated the examination well.", "Limited views due to body habitus.", "Bowel gas obscured the iliac segments.",
                                    "Calcification limited assessment of the tibial vessels."]), "\n")
    d.add("Previous study: ", c.Dh(c.past(90, 700)), r.choice([" - comparison made.", " (report not available).", " at " ]))
    if d.parts[-1] == " at ":
        d.add(c.hospital().N(), ".")
    d.add("\n\nConclusion: ", r.choice(["Significant stenosis as above - for MDT.", "Stable appearances.", "No haemodynamically significant disease.".replace("haemo", "hemo" if c.na else "haemo"),
                                      "Graft patent with no stenosis."]), "\n\n")
    d.add("Recommendation: ", r.choice(["Repeat in 12 months.", "Refer to vascular surgeon for review.", "For discussion at vascular MDT.",
                                        "No further imaging required."]), "\n")
    d.add("Report copied to: Dr", c.dot, " ", c.gp.full(), " (", c.gpprac.N(), ")\n\n")
    d.add("Scanned by: ", son.full(), ", ", son.role, "\n")
    if c.chance(0.5):
        d.add("Registration: ", Phi(r.choice(["RVT ", "CCT ", "ARDMS "]).strip() + "-" + LF.digits(r, 6), "LICENSE"), "\n")
    d.add("Verified: ", c.Dh(c.visit), " ", c.time(), "\n")
    return d


def ward_round(c):
    r = c.r
    d = Doc()
    e = c.env()
    ward = Phi(r.choice(P.WARDS), "HOSPITAL")
    bed = Phi(str(r.randint(1, 32)), "LOCATION_OTHER")
    op_day = c.ago(r.randint(2, 4))
    proc = r.choice(PROCS[r.choice(["aaa", "clti", "carotid", "dfu"])])
    d.add(c.hosp.N(), " - ", ward, ", bed ", bed, "\n")
    d.add(c.pt.caps(r.choice([0, 1])), "  ", c.A(), e["sexc"], "  ", c.mrn_label(), " ", Phi(c.mrn, "MRN"), "\n")
    d.add("Admitted ", c.Dh(op_day - dt.timedelta(days=r.randint(0, 3))), " under ", c.doctor("Vascular").t(), "; ", proc, " ", c.Dh(op_day), "\n\n")
    d.add("PMH: ", ", ".join(r.sample(["HTN", "T2DM", "IHD", "COPD", "CKD 3", "AF", "ex-smoker", "PVD"], 4)), ".  Allergies: ", CH.allergies(c), "\n")
    f0 = c.relative()
    d.add("NOK: ", f0.full(), " (", f0.rel, ") ", Phi(f0.phone, "PHONE"), "\n\n")
    day = op_day + dt.timedelta(days=1)
    pod = 1
    while day <= c.visit:
        lead = c.doctor(r.choice(["Registrar", "SHO", "Consultant"]))
        d.add(c.Dh(day), " ", c.time(), "  ", r.choice(["WR", "Ward round", "Consultant WR", "Reg review"]), " (", lead.t() if lead.role == "Consultant" else lead.init_sur(), ")\n")
        if c.chance(0.3):
            d.add("Pt ", c.pt.initials(dots=c.chance(0.5)), " seen. ")
        d.add("POD ", str(pod), ". ", r.choice(["Comfortable, pain controlled with oxycodone PRN.", "Nauseated overnight, not eating.",
                                                   "Mobilising with physio.".replace("Mobilising", c.sp("Mobilising")), "Confused overnight - ?delirium.",
                                                   "Wound ooze, dressing changed."]), "\n")
        if c.chance(0.6):
            d.add("Nursing: ", PR.para(c, e, "nursing", 2, 3), "\n")
        d.add("Obs: ", clin.vitals(c, 2), ". UO ", str(r.randint(20, 120)), " mL/h.\n")
        d.add(r.choice(["Hb ", "Bloods: Hb "]), clin.hb(c), ", creatinine ", clin.creat(c), ", CRP ", str(r.randint(8, 220)), ".\n")
        d.add("Plan: ", r.choice(["continue", "mobilise, remove catheter", "CT if CRP rising", "d/w ortho re rehab", "step down to ward from HDU",
                                  "PT/OT assessment, aim home in 2 days"]), ".\n")
        if c.chance(0.3):
            f = c.relative()
            d.add(f.rel.capitalize(), " ", f.full() if c.chance(0.5) else f.first(), " updated by phone (", Phi(f.phone, "PHONE"), ").\n")
        d.add(lead.init_sur() if c.chance(0.5) else lead.initials(dots=False), r.choice(["", " bleep " , " (reg)"]))
        if d.parts[-1] == " bleep ":
            d.add(Phi(LF.pager(r, c.L), "PHONE"))
        d.add("\n\n")
        day += dt.timedelta(days=1)
        pod += 1
    return d


def discharge_summary(c):
    r = c.r
    d = Doc()
    e = c.env()
    scen = r.choice(["aaa", "clti", "carotid", "dfu"])
    proc = r.choice(PROCS[scen])
    adm = c.ago(r.randint(4, 16))
    op = adm + dt.timedelta(days=r.randint(0, 2))
    doc = c.doctor("FY1" if c.L in ("UK",) else r.choice(["Resident", "Intern", "RMO", "House Officer"]))
    cons = c.doctor("Consultant Vascular Surgeon")
    d.add(c.hosp.N(), "\n", r.choice(["DISCHARGE SUMMARY", "Discharge Letter", "Inpatient Discharge Summary"]), " - Vascular Surgery\n\n")
    d.add("Patient: ", CH.pt_name_header(c), "\n", "DOB: ", c.Dh(c.dob), "  ")
    for lab, val in CH.id_list(c, plans=c.L in ("AU", "US"), acct=c.chance(0.5)):
        d.add(lab, ": ", val, "  ")
    d.add("\nAddress: ", c.addr_inline(c.paddr), "\n")
    d.add("GP: Dr", c.dot, " ", c.gp.full(), ", ", c.gpprac.N(), "  Fax ", Phi(c.gpprac.fax, "FAX"), "\n\n")
    d.add("Admitted: ", c.Dh(adm), "   Discharged: ", c.Dh(c.visit), "   Ward: ", Phi(r.choice(P.WARDS), "HOSPITAL"), "\n")
    d.add("Consultant: ", cons.t(), "\n\n")
    d.add("Presenting complaint: ", {"aaa": "elective admission for AAA repair", "clti": "rest pain and ulceration", "carotid": "left-sided weakness (resolved) - symptomatic carotid stenosis",
                                     "dfu": "infected foot ulcer with cellulitis"}[scen], "\n")
    d.add("Procedure: ", proc, " (", c.D(op), ") - ", c.doctor("Vascular").t(), "\n")
    d.add("\nHospital course: ", c.pt.t(), " ", r.choice(["made an uneventful recovery", "had a slow recovery complicated by delirium",
          "required a short stay in HDU for BP control", "mobilised with physiotherapy by day 2"]).replace("mobilised", c.sp("mobilised")),
          ". ", r.choice(["Pain controlled with oral analgesia.", "Wound reviewed by tissue viability.", "Diabetes team adjusted insulin.",
                          "Occupational therapy home visit completed."]), " ", r.choice(["Eating and drinking normally.", "Bowels opened.", "Catheter removed, passing urine."]), "\n")
    d.add("Results: Hb ", clin.hb(c), ", creatinine ", clin.creat(c), ", CRP ", str(r.randint(5, 90)), " on discharge.\n")
    d.add("Complications: ", r.choice(["none", "wound haematoma - conservative".replace("haematoma", c.sp("haematoma")), "AKI (peak creatinine " + clin.creat(c) + ")",
                                       "hospital-acquired pneumonia treated with co-amoxiclav"]), "\n\n")
    d.add("Discharge medications: ", "; ".join(clin.card_meds(c, r.randint(4, 7))), "\n\n")
    d.add("Follow-up:\n- Vascular clinic ", c.D(c.next_weekday(28, 60)), "\n")
    if scen in ("clti", "dfu"):
        d.add("- District nurses (", Phi("%s %s" % (c.paddr.city, r.choice(["Community Nursing Team", "District Nursing Service"])), "HOSPITAL"),
              ") for wound care ", r.choice(["alternate days", "twice weekly"]), " from ", c.Dw(c.later(r.randint(1, 3))), "\n")
    if scen == "aaa":
        d.add("- CT angiogram at 1 month (", c.D(c.later(r.randint(25, 35))), ")\n")
    if scen == "carotid":
        d.add("- Not to drive for ", r.choice(["1 month", "2 weeks"]), "\n")
    d.add("- Staples out at ", c.gpprac.N(), " on ", c.D(c.later(r.randint(8, 12))), "\n\n")
    f = c.relative()
    d.add("Discharged home with ", f.rel, " (", f.first(), ")", r.choice([". ", " who will stay for a week. "]), "\n\n")
    d.add("Completed by: ", doc.full(), ", ", doc.role)
    if c.chance(0.5):
        d.add("  Bleep ", Phi(LF.pager(r, c.L), "PHONE"))
    d.add("\n")
    if c.chance(0.5):
        CH.ehr_footer(d, c, doc, ip=CH.rand_ip(c) if c.chance(0.5) else None, user=c.chance(0.6))
    return d


def build(c):
    r = c.r
    f = r.choice([clinic_letter, clinic_letter, op_note, duplex_report, ward_round, discharge_summary])
    return f(c), f.__name__
