"""Genres C: theatre note, radiology report."""
import negs as N
import pools as P
from common import rc, mrn_item, audit_line, LIC_LABEL
from genres_a import cap
from phi import w, name_form, staff, bleep, idnum, device_sn, age_form, license_no, username, ipaddr


# ------------------------------------------------------------------------------------------------ theatre note
PROCS = [("Laparoscopic cholecystectomy", "gallbladder"), ("Emergency laparotomy, Hartmann's procedure", "sigmoid colon"),
         ("Right hemiarthroplasty (cemented)", "femoral head"), ("Total knee replacement, left", "bone"), ("Laparoscopic appendicectomy", "appendix"),
         ("Caesarean section (category 2)", "placenta"), ("Dual-chamber pacemaker insertion", None), ("ORIF left distal radius", None),
         ("Whipple's pancreaticoduodenectomy", "pancreas"), ("Incision and drainage of abscess", "pus"), ("Below-knee amputation", "limb"),
         ("Transurethral resection of prostate", "prostate chips"), ("Thyroidectomy (total)", "thyroid"), ("Inguinal hernia repair (Lichtenstein)", None),
         ("Dynamic hip screw, right", None), ("Port-a-cath insertion", None)]


def theatre(x, terse):
    r = x.r
    proc, spec = rc(r, PROCS)
    od = x.day(r.randint(0, 3))
    anaes, scrub, assist = staff(r, x.c), staff(r, x.c, "nurse"), staff(r, x.c)
    L = [rc(r, ["OPERATION NOTE", "Operation Note", "Op note", "THEATRE RECORD"]) + " - " + w("HOSPITAL", x.hosp) + rc(r, [", Theatre " + w("LOCATION_OTHER", str(r.randint(1, 12))), ", Main Theatres", ", " + w("HOSPITAL", rc(r, P.UNIT_NAMES))])]
    L.append(rc(r, ["Date: ", "Date of op: ", "DOS "]) + x.Dt(od, rc(r, ["dmy", "dmy_long", "d_mon_y"] if x.c != "CA" else ["iso", "mdy_long"])) + "  Knife to skin " + N.clock(r) + rc(r, ["", "  Closure " + N.clock(r)]))
    L.append("Patient: " + x.P(rc(r, ["caps_last_first", "full", "caps"])) + "  " + x.Age() + "  " + mrn_item(x))
    L.append(rc(r, ["Surgeon: ", "Operating surgeon: "]) + x.Doc(x.surg, rc(r, ["title_full", "title_last", "full_cred"])) + rc(r, ["  Assistant: ", ", assisted by "]) + x.Doc(assist, rc(r, ["title_last", "full", "title_full"])))
    L.append("Anaesthetist: " + x.Doc(anaes, rc(r, ["title_full", "title_last"])) + "  Scrub: " + x.Doc(scrub, rc(r, ["full", "first", "title_first"])) + "  " + rc(r, ["GA + ETT", "spinal", "GA + LMA", "regional block + sedation"]) + ", ASA " + rc(r, ["I", "II", "III", "IV", "IIIE"]))
    L.append("Procedure: " + proc)
    L.append("Indication: " + rc(r, N.DIAG))
    if terse:
        L.append("Findings: " + rc(r, ["inflamed GB, adhesions ++", "perforated sigmoid, faecal peritonitis", "NOF #, displaced", "4 cm collection"]) + ". EBL " + N.num(r, 50, 900) + " mL")
        L.append("Closure: " + rc(r, ["3-0 Monocryl subcut", "clips", "0 PDS loop + clips", "Vicryl Rapide"]) + ". " + rc(r, ["Redivac drain", "no drain", "Robinson drain"]))
    else:
        L.append("Findings: " + rc(r, ["Acutely inflamed gallbladder with dense omental adhesions (Calot's triangle clearly defined).", "Perforated sigmoid diverticulum with four-quadrant faecal peritonitis.",
                                       "Displaced intracapsular neck of femur fracture (Garden IV).", "Large multiloculated collection; pus sent for MC&S."]) + " Estimated blood loss " + N.num(r, 50, 900) + " mL.")
        L.append("Procedure details: WHO checklist completed. " + rc(r, ["Pneumoperitoneum via Hasson technique.", "Midline laparotomy.", "Anterolateral approach.", "Pfannenstiel incision."]) + " " +
                 rc(r, ["Haemostasis secured.", "Washout with 3 L warm saline.", "Tourniquet time 74 min."]) + " Counts correct.")
    if r.random() < 0.7 or "pacemaker" in proc or "arthroplasty" in proc or "replacement" in proc:
        L.append("Implants: " + rc(r, ["stem", "cup", "generator", "plate", "mesh", "port"]) + " " + rc(r, ["SN ", "serial no. ", "S/N "]) + w("DEVICE", device_sn(r)) +
                 rc(r, ["", "; " + rc(r, ["lead", "liner", "screw set"]) + " SN " + w("DEVICE", device_sn(r))]) + " (stickers in notes)")
    if spec:
        L.append("Specimen: " + spec + " to histology, " + rc(r, ["request no. ", "specimen no. ", "lab no "]) + w("IDNUM", idnum(r, rc(r, ["histo", "lab"]))))
    L.append("Intra-op: " + N.timeline(r, 2) + "; " + N.given(r, 2) + ".")
    L.append("Post-op: " + "; ".join(r.sample(["obs as per protocol", "VTE prophylaxis from 18:00", "eat and drink as tolerated", "check Hb in AM",
                                               "PT to mobilise D1", "abx x3 doses", "remove drain 24h", "TWOC D2", "sutures out 10/7"], 4)) + ".")
    if r.random() < 0.5:
        L.append("Return to " + w("HOSPITAL", x.ward) + rc(r, [", bed ", " bed "]) + w("LOCATION_OTHER", x.bed) + ". Family (" + x.nok_rel + " " + name_form(r, x.nok, "FAMILY", "first") + ") " + rc(r, ["updated by phone.", "waiting in relatives' room."]))
    L.append(rc(r, ["Signed ", "", "Surgeon: "]) + x.Doc(x.surg, rc(r, ["title_full", "full_cred", "caps_cred"])) + rc(r, ["", "  " + rc(r, LIC_LABEL[x.c]) + " " + w("LICENSE", license_no(r, x.c))]))
    if r.random() < 0.3:
        L.append(audit_line(x, x.surg))
    return L


# ------------------------------------------------------------------------------------------------ radiology report
EXAMS = [("CT pulmonary angiogram", ["No filling defect to subsegmental level.", "Bilateral segmental PE with RV strain (RV:LV 1.3).", "Incidental 6 mm RUL nodule - Fleischner follow-up."]),
         ("CT head non-contrast", ["No acute intracranial haemorrhage.", "Hypodensity L MCA territory, ASPECTS 7.", "Chronic small vessel ischaemia."]),
         ("CXR PA", ["Right lower zone consolidation.", "Cardiothoracic ratio 0.6. Upper lobe diversion.", "No pneumothorax. NG tube tip below diaphragm."]),
         ("US abdomen", ["Gallbladder contains calculi; wall 4 mm, positive sonographic Murphy's sign.", "Liver coarse echotexture, splenomegaly 15 cm.", "Kidneys normal size, no hydronephrosis."]),
         ("MRI lumbar spine", ["L4/5 disc extrusion compressing L5 root.", "No cauda equina compression.", "Modic type 1 changes at L5/S1."]),
         ("CT abdomen/pelvis with contrast", ["Sigmoid diverticulitis with 3 cm pericolic collection.", "Appendix dilated 11 mm with fat stranding.", "No free air."]),
         ("Doppler US left leg", ["Occlusive thrombus in the popliteal vein.", "No DVT.", "Baker's cyst 4 cm."]),
         ("Mammogram bilateral", ["Spiculate 14 mm mass L UOQ, BI-RADS 5.", "Benign calcification, BI-RADS 2."]),
         ("Echocardiogram (TTE)", ["LVEF 35% by Simpson's biplane.", "Severe AS, AVA 0.8 cm2, mean gradient 48 mmHg.", "Normal biventricular function."]),
         ("Obstetric US", ["Singleton, cephalic, EFW 2.4 kg, AFI 9.", "Placenta posterior, not low-lying."])]


def radiology(x, terse):
    r = x.r
    ex, fnd = rc(r, EXAMS)
    ed = x.day(r.randint(0, 5))
    rad = staff(r, x.c)
    L = [rc(r, ["RADIOLOGY REPORT", "Diagnostic Imaging Report", "Imaging report", "X-RAY DEPARTMENT"]) + " - " + w("HOSPITAL", x.hosp)]
    L.append("Exam: " + ex + "   " + rc(r, ["Accession: ", "Acc #", "RIS no. "]) + w("IDNUM", idnum(r, "rad")))
    L.append("Patient: " + x.P(rc(r, ["caps_last_first", "last_first", "caps"])) + "  " + mrn_item(x) + "  DOB " + x.dnum(x.dob) + rc(r, ["", "  (" + w("AGE", str(x.age)) + ")"]))
    L.append("Requested by: " + x.Doc(x.sho, rc(r, ["title_init_last", "title_full", "title_last"])) + rc(r, [", " + w("HOSPITAL", x.ward), " (" + w("HOSPITAL", x.ward) + ", bleep " + w("PHONE", bleep(r)) + ")", ", ED"]))
    L.append("Examined: " + x.Dt(ed, rc(r, ["dmy", "d_mon_y", "dmy_dot"] if x.c != "CA" else ["iso", "mdy_short"])) + " " + N.clock(r) + rc(r, ["", "  Reported: " + x.dnum(ed) + " " + N.clock(r)]))
    L.append("Clinical details: " + (age_form(r, x.age, x.pt.sex) + " " if r.random() < 0.6 else "") + rc(r, N.COMPLAINTS) + ", " + N.nameword(r) + ". " + rc(r, ["?" + rc(r, N.DIAG), "Wells " + N.num(r, 1, 8, 1), "D-dimer raised", "eGFR " + N.num(r, 20, 90)]) + ".")
    if r.random() < 0.6:
        L.append("Comparison: " + rc(r, ["prior study ", "CT ", "XR "]) + x.Dt(x.day(-r.randint(30, 900)), rc(r, ["dmy", "my", "d_mon_y"] if x.c != "CA" else ["iso", "mdy_short"])) + rc(r, ["", " at " + w("HOSPITAL", x.hosp2)]) + ".")
    else:
        L.append("Comparison: none available.")
    L.append("Technique: " + rc(r, ["%s mL Omnipaque 350 IV" % N.num(r, 50, 100), "non-contrast", "standard protocol", "1.5T, sagittal T1/T2 and axial T2"]) + ". DLP " + N.num(r, 80, 1400) + " mGy.cm")
    L.append("Findings:")
    shown = r.sample(fnd, r.randint(1, len(fnd)))
    for f in shown:
        L.append(("- " if terse else "") + f)
    L.append("Impression: " + shown[0].rstrip("."))
    if r.random() < 0.4:
        L.append("Urgent finding phoned to " + x.Doc(x.reg, rc(r, ["title_full", "title_last"])) + " at " + N.clock(r) + rc(r, ["", " on " + w("PHONE", bleep(r))]) + ".")
    L.append("Reported by: " + x.Doc(rad, rc(r, ["title_full", "full_cred", "title_init_last"])) + ", " + rc(r, ["Consultant Radiologist", "Radiology Registrar (ST4)", "Staff Radiologist", "Radiologist"]) +
             rc(r, ["", "  " + rc(r, ["GMC ", "IMC ", "CPSO ", "Reg. "]) + w("LICENSE", license_no(r, x.c))]))
    if r.random() < 0.45:
        L.append("Verified " + x.dnum(ed) + " " + N.clock(r) + " by " + w("USERNAME", username(r, rad)) + rc(r, ["", " (PACS node " + w("IPADDR", ipaddr(r)) + ")"]))
    return L


GENRES_C = {"theatre_note": theatre, "radiology_report": radiology}
