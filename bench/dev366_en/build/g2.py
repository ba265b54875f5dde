"""Genres: consent form, pre-procedure checklist, radiation dose and contrast log."""
import common as CM
import country as CO
import pools as PO
from doc import P

SIGN = {"USA": "ASL", "Canada": "ASL", "UK": "BSL", "Australia": "Auslan",
        "New Zealand": "NZSL", "Ireland": "ISL"}
RISKS = [
    "bleeding or bruising at the puncture site (about 1 in 50)",
    "radial artery occlusion (about 1 in 100, usually without symptoms)",
    "allergic reaction to contrast (dye)",
    "kidney injury from contrast, higher with eGFR below 30",
    "heart attack, stroke or death (each around 1 in 1,000)",
    "need for emergency bypass surgery (less than 1 in 500)",
    "abnormal heart rhythm requiring treatment",
    "radiation skin injury (rare, with long procedures)",
    "damage to the artery (dissection) or coronary perforation",
    "pneumothorax or lead displacement (pacemaker, about 1 in 100)",
    "pocket infection (about 1 in 200)",
]
PROC_NAMES = [
    "Coronary angiogram +/- percutaneous coronary intervention (angioplasty and stent)",
    "Left heart catheterisation, coronary angiography, possible PCI",
    "Permanent pacemaker insertion (dual chamber)",
    "Right and left heart catheter study",
    "Staged PCI to the right coronary artery",
    "Coronary angiogram with pressure wire (FFR/iFR) assessment",
]


def consent(c, d):
    c.setup()
    pat, cc = c.pat, c.cc
    proc = c.ch(PROC_NAMES)
    if c.us:
        proc = proc.replace("catheterisation", "catheterization")
    sign_day = CM.days(c.pdate, -c.ri(0, 21))
    if cc in ("USA", "Canada") or c.chance(0.25):
        d.line("{}", P("HOSPITAL", c.centre))
        d.line("INFORMED CONSENT FOR CARDIAC %s AND RELATED PROCEDURES" % c.C.cath.upper())
        d.line("Form CV-{} (rev. 03/2021)", c.ri(10, 40))
        d.line("")
        CM.banner(c, d, c.ch(["line", "sticker"]))
        d.line("")
        d.line("1. I, {}, authorize {} and such associates, fellows and technologists as "
               "may be selected, to perform: {}.", c.pt(c.ch(["full", "fml"])),
               c.doc(c.cons, c.ch(["dr_full", "dr_last"])), proc)
        d.line("2. The procedure will be performed at {} in the cardiac cath lab.",
               P("HOSPITAL", c.centre))
        d.line("3. Risks explained include: {}.", "; ".join(
            RISKS[i] for i in sorted(c.rng.sample(range(len(RISKS)), 4))))
        d.line("4. I consent to blood products if needed: {}", c.ch(["YES", "NO (Jehovah's "
                                                                     "Witness - see AD)"]))
        d.line("5. Moderate sedation (midazolam/fentanyl) may be used.")
        d.line("")
        if c.chance(0.3):
            nk = pat.nok
            d.line("Patient unable to sign because: {}. Signed by legal representative: {} "
                   "Relationship: {}  Phone: {}", c.ch(["sedated", "confusion", "visual "
                   "impairment"]), c.name(nk.p, "FAMILY", "full"), nk.rel,
                   P("PHONE", nk.phone))
        else:
            d.line("Patient signature: ____________  Printed name: {}", c.pt("full"))
        d.line("Date: {}  Time: {}", c.D(sign_day, c.ch(["num", "short"])), c.time())
        w = c.nurse
        d.line("Witness: {}  Date: {}", c.doc(w, "full_cred"), c.D(sign_day, "num"))
        if c.chance(0.4):
            it = c.person(origin=pat.p.origin)
            d.line("Interpreter: {}  Language: {}  Interpreter ID #{}",
                   c.name(it, "DOCTOR", "full"), CM.lang(c, pat.p) or SIGN[cc],
                   P("IDNUM", c.dg(6)))
        d.line("")
        d.line("PHYSICIAN ATTESTATION: I have explained the procedure, alternatives "
               "(medical therapy, CABG) and risks.")
        d.line("Physician: {}  {} {}  Date {}", c.doc(c.ch([c.cons, c.fellow]), "full_cred"),
               c.cons.lic[0], P("LICENSE", c.cons.lic[1]), c.D(sign_day, "num"))
        if c.chance(0.5):
            d.line("E-signature captured on tablet; biometric signature ID {} ({})",
                   P("BIOID", c.bioid()), P("IPADDR", c.ip()))
    else:
        d.line("{}", P("HOSPITAL", c.centre))
        d.line("{}", {"UK": "CONSENT FORM 1 - PATIENT AGREEMENT TO INVESTIGATION OR TREATMENT",
                      "Australia": "CONSENT FOR MEDICAL / SURGICAL PROCEDURE OR TREATMENT",
                      "New Zealand": "Consent to Treatment / Procedure - Cardiology",
                      "Ireland": "Consent Form - Cardiac Catheterisation Laboratory"}.get(
                          cc, "Patient Agreement to Procedure"))
        d.line("")
        d.line("Patient details (or pre-printed label)")
        d.line("Patient's surname/family name: {}", c.pt("last") if c.chance(0.5) else
               P("PATIENT", pat.p.last.upper()))
        d.line("Patient's first names: {}", P("PATIENT", pat.p.first + (
            " " + pat.p.middle if pat.p.middle else "")))
        d.line("Date of birth: {}      Sex: {}", c.D(pat.dob, c.ch(["num", "dmon", "dot"])),
               pat.p.sex)
        lab, val = pat.natid if pat.natid else pat.mrn
        d.line("{} (or other identifier): {}", lab, P("MRN", val))
        d.line("Occupation: {}", c.profp())
        d.line("Responsible health professional: {}", c.doc(c.cons, c.ch(["dr_full",
                                                                          "dr_il"])))
        d.line("Job title: Consultant Cardiologist")
        d.line("Special requirements: {}", c.ch([
            "none", "hearing loop", ["interpreter (", CM.lang(c, pat.p) or SIGN[cc],
                                     ") - see below"],
            "large print", "wheelchair user"]))
        d.line("")
        d.line("Name of proposed procedure: {}", proc)
        d.line("Statement of health professional")
        d.line("Intended benefits: diagnose and treat narrowings; relieve angina.")
        d.line("Serious or frequently occurring risks:")
        for i in sorted(c.rng.sample(range(len(RISKS)), c.ri(4, 6))):
            d.line(" - {}", RISKS[i])
        d.line("Any extra procedures which may become necessary: temporary pacing wire, "
               "intra-aortic balloon pump, femoral access.")
        d.line("Leaflet provided: 'Having a coronary angiogram' - also at {}",
               P("URL", c.web.url + c.ch(["/leaflets/angio", "/patient-info", ""])))
        d.line("Signed: ________  Date: {}", c.D(sign_day, c.ch(["num", "dmy2"])))
        d.line("Name (PRINT): {}   {} {}", c.doc(c.ch([c.cons, c.fellow]), "dr_full"),
               c.cons.lic[0], P("LICENSE", c.cons.lic[1]))
        d.line("Contact details (if patient wishes to discuss options later): "
               "Cardiac Nurse Specialist {}", P("PHONE", c.ext()))
        if c.chance(0.4):
            it = c.person()
            d.line("Statement of interpreter: interpreted by {} (agency {}), badge {}",
                   c.name(it, "DOCTOR", "full"), P("ORGANIZATION", c.ch(
                       ["LinguaCare Interpreting", "Harbour Language Services",
                        "Bridgeword Interpreters"])), P("IDNUM", "INT-" + c.dg(5)))
        d.line("Statement of patient: I agree to the procedure described on this form.")
        d.line("Patient's signature: ________  Date: {}  Name (PRINT): {}",
               c.D(sign_day, "num"), c.pt(c.ch(["full", "LF"])))
        if c.chance(0.5):
            d.line("A witness should sign below if the patient is unable to sign but has "
                   "indicated consent: {} ({})", c.name(pat.nok.p, "FAMILY", "full"),
                   pat.nok.rel)
        d.line("Confirmation of consent (on day of procedure): confirmed by {} on {}",
               c.doc(c.fellow, c.ch(["dr_full", "dr_last"])), c.D(c.pdate, "num"))
    if c.chance(0.5):
        d.line("Copy given to patient. {}", c.ch(["Top copy retained in notes.",
                                                   "Scanned to EDMS."]))
    CM.footer(c, d)


def checklist(c, d):
    c.setup()
    pat, cc = c.pat, c.cc
    X = lambda: c.ch(["[x]", "[X]", "Y", "[v]"])
    d.line("{}", c.ch(["PRE-PROCEDURE CHECKLIST - CARDIAC CATH LAB",
                       "Cath Lab Pre-Procedure Safety Checklist",
                       "PRE-%s CHECKLIST" % c.C.cath.upper(), "Pre-Cath Nursing Checklist"]))
    d.line("{} - {}  {}", P("HOSPITAL", c.centre), P("HOSPITAL", c.ward), CM.room(c, "bed"))
    CM.banner(c, d, c.ch(["sticker", "pipe", "line"]))
    d.line("Planned: {}   Date: {}   Lab: {}", c.ch(["angio +/- PCI", "PPM", "staged PCI",
           "R+L heart cath"]), c.D(c.pdate), P("LOCATION_OTHER", c.lab))
    d.line("")
    idl = ["ID band x2 checked vs notes (name/DOB/", pat.mrn[0], ")"]
    if c.chance(0.5):
        idl += [" + palm-vein scan ", c.ch(["ID ", "#"]), P("BIOID", c.bioid())]
    d.line("{} {}", X(), idl)
    if cc == "USA" and c.chance(0.6):
        d.line("{} Photo ID: driver's license {} (state {})", X(),
               P("LICENSE", CO.driver_licence(c.rng, cc, pat.p.last)),
               P("STATE", pat.addr.abbr))
    d.line("{} Consent signed {} by {}", X(), c.D(CM.days(c.pdate, -c.ri(0, 14)), c.ch(
        ["dm", "num", "short"])), c.doc(c.cons, c.ch(["dr_last", "dr_il"])))
    d.line("{} Allergies: {}", X(), c.ch(["NKDA", "penicillin (rash)", "iodinated contrast "
                                          "(urticaria) - prednisolone 50 mg given",
                                          "latex", "morphine (vomiting)", "nil known"]))
    d.line("{} Fasting: last food {}, clear fluids until {}", X(), c.ch(["midnight", "02:00",
           "0600", "22:00"]), c.ch(["06:00", "0700", "called to lab", "08:00"]))
    d.line("{} Bloods {}: {}", X(), c.D(CM.days(c.pdate, -c.ri(0, 7)), c.ch(["dm", "num"])),
           CM.labs(c))
    d.line("{} ECG: {}", X(), c.ch(["SR 72, no acute change", "AF 88, old LBBB",
                                    "SR, Q waves II/III/aVF", "CHB, rate 38 - temp wire on standby"]))
    d.line("{} Anticoagulation: {}", X(), c.ch([
        ["warfarin held since ", c.D(CM.days(c.pdate, -5), c.ch(["wd", "dm"])), ", INR 1.3"],
        "apixaban last dose 48 h ago", "nil", ["enoxaparin last dose ",
                                               c.D(CM.days(c.pdate, -1), "dm"), " 20:00"]]))
    d.line("{} Metformin/SGLT2i held: {}", X(), c.ch(["yes", "n/a", "empagliflozin held 3/7"]))
    d.line("{} Cannula {}G {} - VIP score 0", X(), c.ch([18, 20, 22]), c.ch([
        "L forearm", "L ACF", "R hand", "L hand"]))
    d.line("{} Wt {} kg  Ht {} cm  BMI {}", X(), c.ri(48, 132), c.ri(150, 195), c.ri(19, 41))
    d.line("{} Radial pulses palpable bilat; {}", X(), c.ch(["Barbeau B right",
           "modified Allen test normal", "Barbeau A left"]))
    d.line("{} Jewellery / dentures / hearing aids removed; {}", X(), c.ch([
        "wedding ring taped", "top denture in pot labelled", "glasses with patient"]))
    if c.chance(0.4):
        d.line("{} Heparinised saline withdrawn from cabinet (fingerprint ID {})", X(),
               P("BIOID", c.bioid()))
    nk = pat.nok
    esc = c.ri(0, 3)
    if esc == 0:
        d.line("{} Escort home: {} ({}), will collect in car {}", X(),
               CM.rel_name(c, nk), P("PHONE", nk.phone), P("VEHICLE", pat.plate))
    elif esc == 1:
        d.line("{} Escort home: {} - tel {}", X(), CM.rel_name(c, nk, "full"),
               P("PHONE", nk.phone))
    elif esc == 2:
        d.line("{} Transport: hospital car service; lives at {}", X(),
               c.addr(pat.addr, "line"))
    else:
        d.line("{} Lives alone, neighbour {} has key (tel {})", X(),
               c.name(c.person(), "FAMILY", c.ch(["full", "tl"])), P("PHONE", c.phone()))
    if c.chance(0.3):
        d.line("{} Pt {}{}", X(), c.works(), "" if pat.retired else " - fit note required")
    d.line("{} Pregnancy status: {}", X(), "N/A" if pat.p.sex == "M" or pat.age > 55 else
           "beta-hCG negative")
    d.line("{} Valuables: {}", X(), c.ch(["sent home with family", "in ward safe",
                                          "none"]))
    d.line("")
    d.line("Ward nurse: {}  Time {}   Receiving cath lab nurse: {}  Time {}",
           c.doc(c.nurse2, c.ch(["full_cred", "full", "il"])), c.time(),
           c.doc(c.nurse, c.ch(["full", "il", "ini"])), c.time())
    if c.chance(0.5):
        d.line("Sign-in (WHO) completed in {} {}; team brief {}", CM.lab_room(c),
               c.time(), c.ch(["done", "done - SYNTAX 18 noted", "done, PPM kit checked"]))
    CM.footer(c, d, c.nurse2)


def dose_log(c, d):
    c.setup()
    pat = c.pat
    p = pat.p
    dicom = "%s^%s%s" % (p.last.upper(), p.first.upper(),
                         ("^" + p.middle[0]) if p.middle and c.chance(0.5) else "")
    d.line("{}", c.ch(["RADIATION DOSE STRUCTURED REPORT - SUMMARY", "CATH LAB DOSE REPORT",
                       "Patient Dose & Contrast Record", "XA Dose Summary (exported)"]))
    d.line("Institution: {}   Station: CATHLAB{}   AE: CL{}_XA", P("HOSPITAL", c.centre),
           c.lab, c.lab)
    d.line("Exported {} {} from workstation {}", c.D(c.pdate, "iso"), c.time(),
           P("IPADDR", c.ip()))
    d.line("Study UID: {}", P("IDNUM", c.uid()))
    d.line("Accession: {}", P("IDNUM", c.accession()))
    d.line("Patient Name: {}   Patient ID: {}", P("PATIENT", dicom), P("MRN", pat.mrn[1]))
    d.line("Birth Date: {}   Sex: {}   Age: {}Y", c.D(pat.dob, "compact"), p.sex,
           P("AGE", "%03d" % pat.age))
    d.line("Study Date: {}   Performing: {}   Operator login: {}", c.D(c.pdate, "compact"),
           P("DOCTOR", "%s^%s" % (c.cons.p.last.upper(), c.cons.p.first.upper())),
           P("USERNAME", c.rad.user))
    d.line("Height {} cm  Weight {} kg", c.ri(150, 195), c.ri(48, 130))
    d.line("")
    fl = c.ri(90, 2400)
    dap = c.ri(800, 21000) / 100
    kar = c.ri(120, 4200)
    d.line("Total fluoro time: 00:%02d:%02d   Fluoro DAP %.2f Gy.cm2   Acq DAP %.2f Gy.cm2"
           % (fl // 60, fl % 60, dap * 0.45, dap * 0.55))
    d.line("Total DAP: %.2f Gy.cm2   Cumulative Ka,r: %d mGy   Peak skin dose (est): %d mGy"
           % (dap, kar, int(kar * 0.7)))
    d.line("")
    d.line("Run  Time      Proj        kV   mA   FOV  Frames  DAP(cGy.cm2)  Ka,r(mGy)")
    t0 = c.ri(7 * 60, 17 * 60)
    for i in range(c.ri(4, 11)):
        t0 += c.ri(1, 6)
        d.line("%2d   %02d:%02d  %-12s  %3d  %3d  %2d   %4d    %6.1f        %5.1f" % (
            i + 1, t0 // 60, t0 % 60, c.ch(["LAO 45", "RAO 30 CAU 20", "AP CRA 30", "LAO 40 CRA 20",
                                   "RAO 30", "LAO 50 CAU 25", "PA", "LAT"]),
            c.ri(70, 110), c.ri(300, 900), c.ch([20, 25, 31]), c.ri(45, 160),
            c.ri(80, 900) / 10, c.ri(10, 120) / 10))
    d.line("")
    vol = c.ri(35, 340)
    egfr = c.ri(18, 95)
    d.line("Contrast: {} - {} mL total (injector {} mL, hand {} mL), batch per pharmacy",
           c.ch(PO.CONTRAST), vol, vol - 20 if vol > 40 else vol, 20 if vol > 40 else 0)
    d.line("Pre eGFR {} mL/min/1.73m2 - contrast volume/eGFR ratio {:.1f}".replace(
        "{:.1f}", "%.1f" % (vol / egfr)), egfr)
    if kar > 3000:
        d.line("ALERT: Ka,r > 3 Gy - skin check and follow-up letter to {} required; "
               "patient informed with {} present.", c.ch(["GP", "family physician"]),
               CM.rel_name(c, pat.nok))
    else:
        d.line("Substantial radiation dose level not reached; no follow-up required.")
    d.line("Staff dosimetry: lead 0.5 mm Pb, ceiling shield used. {}", c.ch([
        "Pregnant staff excluded.", "Table skirt in place.", ""]))
    d.line("")
    d.line("Verified by: {} ({} {})  {}", c.doc(c.rad, c.ch(["full_cred", "full", "LF"])),
           c.rad.lic[0], P("LICENSE", c.rad.lic[1]), c.D(c.pdate, c.ch(["num", "iso"])))
    if c.chance(0.5):
        d.line("Physicist review queue: {} - contact {} or {}", c.ch(["not required",
               "routine"]), P("EMAIL", c.email_for(c.person(), c.web.dom)),
               P("PHONE", c.ext()))
    if c.chance(0.4):
        d.line("Record sent to dose registry node {} as {}", P("IPADDR", c.ip()),
               P("IDNUM", "DR" + c.dg(8)))
