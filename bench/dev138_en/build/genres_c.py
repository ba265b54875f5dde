"""Genres: handover sheet, incident report, consent form, theatre booking request, histopathology report."""
import pools as P
import neg as N
import blocks as B
from phi import M, fd, Person
from genres_a import hm


def handover(c):
    R = c.r
    s = R.choice(["SURGICAL HANDOVER", "Surgical Team Handover Sheet", "ISBAR HANDOVER - GEN SURG", "T&O Handover", "Night Handover - Surgery"])
    s += f" - {M('HOSPITAL', c.ward)} - {c.Dt(c.base, R.choice(['dmy', 'wdmy', 'wdm', 'dmon']))} ({R.choice(['night -> day', 'day -> evening', 'weekend'])})\n"
    s += f"From: {c.D(c.reg, 'tl')} ({R.choice(['night reg', 'SpR on call', 'evening HO'])})  To: {c.D(c.rmo, R.choice(['tl', 'full']))}  "
    s += f"Theatre coord {R.choice(['ext', 'x'])} {M('PHONE', c.ext())}  On-call cons: {c.D(c.surgeon, 'tl')}\n\n"
    ortho_ho = "T&O" in s
    s += "Bed | Patient | Age/Sex | ID | Cons | Dx / Op | Issues | To do\n" + "-" * 78 + "\n"
    n = R.randint(4, 8)
    for i in range(n):
        if i == 0:
            p, age, mrn = c.pt, c.age, c.mrn()
        else:
            sx = R.choice("MF")
            p = c.person(sx)
            p.title = "Mr" if sx == "M" else "Mrs"
            age, mrn = R.randint(18, 97), c.mrn()
        sx = p.sex
        pr = B.proc(c, ["ortho", "hand"] if ortho_ho else None)
        cons = c.person(R.choice("MF"))
        nm = c.nm(p, "PATIENT", R.choice(["lf", "LF", "full", "fi", "lfc"]))
        row = (f"{M('LOCATION_OTHER', R.choice([str(R.randint(1, 32)), str(R.randint(1, 6)) + R.choice('ABCD'), 'SR' + str(R.randint(1, 6))]))} | {nm} | "
               f"{M('AGE', age)}{sx} | {M('MRN', mrn)} | {c.nm(cons, 'DOCTOR', 'last')} | {R.choice(['D', 'POD'])}{R.randint(0, 9)} {pr[1]} | ")
        row += R.choice([f"{B.vitals(c, True)}", f"Hb {R.randint(68, 90)}, K {round(R.uniform(2.9, 3.3), 1)}", f"{R.choice(N.SCORES[20:27])}, febrile 38.4",
                         "UO <0.5 mL/kg/h x4h", "delirium overnight, 4AT 6", "pain poorly controlled"] +
                        (["NV obs 1-hourly", "cast tight, fingers swollen", "Redivac 350 mL"] if ortho_ho else ["drain output up 300 mL", "NBM, NGT 800 mL", "high stoma output"]))
        row += " | " + R.choice(["chase CT report", "post-op bloods", "review wound AM", "XR check", "consent for theatre", "d/w anaes re HDU", "rpt K 1400",
                                  f"call {p.title if False else ''}{R.choice(['daughter', 'son', 'wife', 'husband'])} {M('FAMILY', R.choice(P.FIRST_F + P.FIRST_M))} re plan",
                                  f"transfer to {M('HOSPITAL', c.hosp2)} when bed"])
        s += row.replace(" |  | ", " | - | ") + "\n"
    s += f"\nOutliers: {c.nm(c.person(R.choice('MF')), 'PATIENT', R.choice(['lf', 'full']))} on {M('HOSPITAL', R.choice(P.WARD_NAMES))} bed {M('LOCATION_OTHER', R.randint(1, 30))} - {R.choice(['D1 lap appendicectomy, well', 'awaiting MRCP', 'ortho-geri co-managed'])}.\n"
    s += f"ED referrals pending: {R.randint(0, 3)}. {R.choice(['CEPOD list from 08:00.', 'Theatre 3 emergency list booked.', 'No theatre pending.'])}\n"
    s += f"{R.choice(N.WORDY)}\n"
    s += f"\nPrinted by {M('USERNAME', c.user(c.reg))} {hm(c, 6, 23)} {R.choice(['- CONFIDENTIAL, shred after use', ''])}".rstrip()
    return s


INCIDENTS = [
    ("Fall", "Patient found on floor beside bed by {n1} at {t}. Had tried to mobilise to toilet without calling. {w}Call bell within reach but not used. Bed rails down, low-low bed not in lowest position.",
     "Obs stable, neuro obs commenced, no head injury apparent. Reviewed by {d}. CT head not indicated."),
    ("Medication error", "Enoxaparin 40 mg given at 18:00 although already given at 08:00 (duplicate charting on paper and eMAR). Identified by {n1} at handover at {t}.",
     "Reviewed by {d}; anti-Xa level sent; monitored for bleeding. Pharmacy informed."),
    ("Retained item - near miss", "Count discrepancy at closure: one 10x10 swab unaccounted for. X-ray on table confirmed no retained swab; swab found in linen skip. Scrub {n1}, circulating {n2}.",
     "Closure completed after XR. Surgeon {d} informed patient post-op."),
    ("Equipment failure", "Infusion pump alarmed 'occlusion' repeatedly then screen went blank during {t} PCA change; pump asset {dev}, serial {dev2} withdrawn.",
     "Replacement pump sourced from PACU. Biomedical engineering notified, device quarantined."),
    ("Wrong site - near miss", "At time out the site mark was on the left but the consent and list stated right. Procedure paused by {n1}.",
     "Consent re-checked with patient and imaging; correct side confirmed as right by {d}. List order unchanged."),
    ("Pressure injury", "Stage 2 pressure injury noted to sacrum on POD3 by {n1} at {t}. Waterlow 18 on admission; 2-hourly turns charted but gaps overnight.",
     "Pressure-relieving mattress ordered, wound CNC referral, photo taken."),
    ("Needlestick injury", "Staff member {n1} sustained a needlestick from a used 23G needle while clearing the sharps tray after a procedure at {t}. Sharps bin overfull.",
     "Wound washed, reported to staff health; source patient bloods consented and taken by {d}."),
    ("Patient identification", "Specimen labelled with another patient's sticker identified by laboratory; sample rejected. Collected by {n1} at {t}.",
     "Resample taken, staff member counselled on bedside labelling."),
    ("Aggression", "Visitor became verbally aggressive towards {n1} at {t} when told visiting hours had ended; security attended. {w}",
     "Visitor escorted off site. Patient reassured. Security report filed."),
]


def incident(c):
    R = c.r
    kind, desc, act = R.choice(INCIDENTS)
    if kind == "Medication error" and R.random() < .7:
        act = act + " Automated cabinet log shows withdrawal under biometric ID " + M("BIOID", c.bio()) + "."
    if kind == "Fall" and R.random() < .3:
        act = act + " Bed sensor alarm (serial " + M("DEVICE", c.device()) + ") found switched off."

    when = c.day(R.randint(1, 6))
    t = hm(c, 0, 23)
    ref = c.idnum("incident")
    s = R.choice(["INCIDENT REPORT", "Clinical Incident Notification", "RISK MANAGEMENT - INCIDENT FORM", "Patient Safety Event Report"])
    s += f"\nRef: {M('IDNUM', ref)}   Status: {R.choice(['Submitted', 'Under review', 'Closed'])}\n\n"
    s += f"Date of incident: {c.Dt(when, R.choice(['dmy', 'wdmy', 'dmon', 'iso']))}   Time: {t}   Date reported: {c.Dt(c.day(R.randint(6, 8)), R.choice(['dmy', 'iso']))}\n"
    loc = R.random()
    if loc < .5:
        locs = f"{c.H()}, {M('HOSPITAL', c.ward)}, room {M('LOCATION_OTHER', R.choice([str(R.randint(1, 40)), str(R.randint(1, 12)) + R.choice('AB')]))}"
    elif loc < .8:
        locs = f"{c.H()}, Theatre {M('LOCATION_OTHER', R.randint(1, 12))}"
    else:
        locs = f"{c.H()}, {M('HOSPITAL', c.unit)}, recovery bay {M('LOCATION_OTHER', R.randint(1, 10))}"
    s += f"Location: {locs}\nIncident type: {kind}\n\n"
    s += f"PERSON AFFECTED\nPatient: {c.P(R.choice(['LF', 'full', 'lf']))}  MRN {M('MRN', c.mrn())}  DOB {c.DOB()}  Age {c.A()}\n"
    w = ""
    if R.random() < .5:
        f = c.fam[R.randint(0, 2)]
        w = f"Witnessed by {f.rel} {c.nm(f, 'FAMILY', 'full')}. "
    s += "\nDESCRIPTION\n" + desc.format(n1=c.N(0, R.choice(["full", "il"])) + " RN", n2=c.N(1, "full"), t=t, w=w, d=c.D(c.rmo, "tl"),
                                       dev=M("DEVICE", c.device()), dev2=M("DEVICE", c.device())) + "\n"
    s += "\nIMMEDIATE ACTION\n" + act.format(d=c.D(R.choice([c.rmo, c.reg, c.surgeon]), "tl"), n1=c.N(2, "full")) + "\n"
    if kind == "Aggression" and R.random() < .6:
        s += f"Visitor vehicle {M('VEHICLE', c.plate())} noted in ED car park by security officer {c.nm(c.other, 'DOCTOR', 'full')}.\n"
    s += f"\nNotified: NUM {c.N(3, 'full')}; {R.choice(['after-hours manager', 'on-call consultant'])} {c.D(c.surgeon, 'tl')}; "
    s += R.choice([f"{c.rel(0)} {c.F(0, 'full')} informed by phone ({M('PHONE', c.phone())}) at {hm(c, 0, 23)} - open disclosure commenced.",
                   "family not yet informed - patient requested not to.", f"GP {c.D(c.gp, 'tl')} letter to follow."]) + "\n"
    s += f"Harm: {R.choice(['none', 'minor', 'moderate', 'near miss'])}   {R.choice(['SAC 3', 'SAC 4', 'ISR 3', 'Low harm'])}\n"
    s += f"\nReporter: {c.N(0, 'full')} ({R.choice(['RN', 'EN', 'Scrub nurse', 'ODP'])}), login {M('USERNAME', c.user(c.nurses[0]))}, submitted from {M('IPADDR', c.ip())}\n"
    if R.random() < .5:
        s += f"Manager review {c.Dt(c.day(R.randint(9, 20)), 'dmy')}: {R.choice(['education session planned', 'added to M&M agenda', 'no further action', 'RCA commissioned'])} - {c.N(3, 'il')}\n"
    return s


def consent(c):
    R = c.r
    pr = B.proc(c)
    s = R.choice(["CONSENT FORM 1 - PATIENT AGREEMENT TO INVESTIGATION OR TREATMENT", "CONSENT FOR SURGICAL / MEDICAL PROCEDURE", "Procedure-specific Consent"]) + f"\n{c.H()}\n\n"
    s += B.demo(c, R.choice(["label", "kv"]))
    s += f"\nProposed procedure: {pr[0]}\n(include side/site) Site marked: {R.choice(['yes', 'yes - arrow']) if any(w in pr[0] for w in ('left', 'right', 'bilateral')) else 'N/A'}\n"
    ben = {"ortho": ["restore mobility, pain relief", "stabilise fracture, allow early mobilisation"], "hand": ["relief of numbness and pain"],
           "ENT": ["reduce episodes of tonsillitis"], "urology": ["improve urinary flow", "relieve obstruction"]}.get(pr[9], ["relief of symptoms", "diagnosis and treatment", "prevent complications"])
    s += f"Intended benefits: {R.choice(ben)}\n"
    rk = ['DVT/PE', 'nerve damage', 'dislocation', 'stiffness', 'leg length discrepancy', 'metalwork removal'] if pr[9] in ('ortho', 'hand') else \
        ['DVT/PE', 'scar', 'recurrence', 'anastomotic leak', 'conversion to open', 'further surgery', 'stoma', 'bile leak', 'chronic pain']
    s += f"Serious or frequently occurring risks: bleeding, infection, {', '.join(R.sample(rk, 2))}, risks of anaesthesia.\n"
    s += f"Blood products: {R.choice(['accepts', 'accepts', 'declines all blood products - see Advance Decision', 'accepts albumin only'])}\n"
    s += f"Anaesthesia: {pr[7]}\n\nStatement of health professional: I have explained the procedure to the patient.\n"
    s += f"Signed: {c.D(R.choice([c.surgeon, c.reg]), R.choice(['full', 'tf']))}   Job title: {R.choice(['Consultant Surgeon', 'Registrar', 'SpR', 'Fellow'])}   "
    s += f"Date: {c.Dt(c.base, R.choice(['dmy', 'dmy1', 'dot']))}   Contact: {R.choice(['bleep', 'ext'])} {M('PHONE', c.ext())}\n"
    if R.random() < .35:
        lang = R.choice(["Samoan", "Tongan", "Mandarin", "Arabic", "Vietnamese", "Punjabi", "Greek", "Polish", "Korean"])
        s += f"\nInterpreter ({lang}): {c.nm(c.other, 'DOCTOR', 'full')}, "
        s += f"{'NAATI' if c.cc == 'AU' else 'Interpreter reg no.'} {M('LICENSE', c.licence('naati'))}. I have interpreted the information above to the best of my ability.\n"
    cap = R.random()
    if cap < .2:
        f = c.fam[0]
        s += (f"\nPatient lacks capacity for this decision (4AT 8, documented by {c.D(c.rmo, 'tl')}). Consent by {R.choice(['EPOA', 'enduring guardian', 'welfare attorney', 'person responsible'])}: "
              f"{c.nm(f, 'FAMILY', 'full')} ({f.rel}), {c.addr()}, ph {M('PHONE', c.phone())}.\n")
    else:
        s += f"\nStatement of patient: I agree to the procedure described.\nSigned: {c.P(R.choice(['full', 'fml']))}   Date: {c.Dt(c.base, R.choice(['dmy', 'dmy1']))}\n"
    s += f"Witness: {c.N(0, 'full')} ({R.choice(['RN', 'ward clerk', 'CN'])})\n"
    od = c.day(R.randint(7, 40))
    s += f"\nConfirmation of consent (day of surgery {c.Dt(od, R.choice(['dmy', 'dmon', 'wdmy']))}): confirmed by {c.D(c.reg, 'tl')} - patient has no further questions.\n"
    s += f"Copy accepted by patient: {R.choice(['yes', 'no'])}.  Info leaflet: {M('URL', c.url('consent-leaflets'))}\n"
    return s


def booking(c):
    R = c.r
    pr = B.proc(c)
    s = R.choice(["REQUEST FOR ADMISSION / THEATRE BOOKING", "Elective Surgery Waiting List Request", "THEATRE BOOKING FORM", "Admission Request Form (Surgical)"]) + f"\n{c.H()}\n\n"
    s += f"Surname: {M('PATIENT', c.pt.last.upper())}   Given names: {M('PATIENT', c.pt.first + (' ' + c.pt.middle if c.pt.middle else ''))}\n"
    s += f"DOB: {c.DOB()}   Sex: {B.sexw(c)}   {B.idlines(c, '   ')}\n"
    s += f"Address: {c.addr()}\nHome: {M('PHONE', c.phone('land'))}   Mobile: {M('PHONE', c.phone('mob'))}"
    if R.random() < .4:
        s += f"   Work: {M('PHONE', c.phone('land'))}"
        if R.random() < .4:
            s += f" ({M('ORGANIZATION', c.employer)})"
    s += f"\nEmail: {M('EMAIL', c.email())}\n"
    if R.random() < .3:
        s += f"Born in {M('COUNTRY', R.choice(P.COUNTRIES_OTHER))}; interpreter: {R.choice(['yes', 'no'])}. Ethnicity: {R.choice(P.ETHNICITY)}\n"
    f = c.fam[0]
    s += f"NOK: {c.nm(f, 'FAMILY', 'full')} ({f.rel})  {M('PHONE', c.phone())}\n\n"
    fund = R.random()
    if c.cc == "AU":
        if fund < .5:
            s += f"Funding: Private - {M('ORGANIZATION', R.choice(P.INSURERS))}, member no. {M('HEALTHPLAN', c.fund())}, level: {R.choice(['Gold', 'Silver Plus', 'Top hospital'])}\n"
        elif fund < .7:
            s += f"Funding: DVA Gold card {M('HEALTHPLAN', 'N' + R.choice(['X', 'V', 'Q']) + c.dig(6))}\n"
        else:
            s += f"Funding: Public (Medicare). Centrelink CRN {M('SSN', c.ssn())} (pension concession)\n"
    elif c.cc == "NZ":
        s += (f"Funding: {R.choice(['Public', 'Public', 'ACC', 'Private - ' + M('ORGANIZATION', R.choice(P.INSURERS)) + ' member ' + M('HEALTHPLAN', c.fund())])}"
              f"{'; MSD client no. ' + M('SSN', c.ssn()) if R.random() < .4 else ''}\n")
    else:
        s += (f"Funding: {R.choice(['NHS', 'NHS', 'Private - ' + M('ORGANIZATION', R.choice(P.INSURERS)) + ' policy ' + M('HEALTHPLAN', c.fund())])}"
              f"{'; NI no. ' + M('SSN', c.ssn()) if R.random() < .5 else ''}\n")
    if R.random() < .15:
        s += f"Overseas visitor from {M('COUNTRY', 'United States')} ({M('STATE', R.choice(P.US_STATES)[R.randint(0, 1)])}); travel insurer ref {M('HEALTHPLAN', c.fund())}; SSN {M('SSN', c.us_ssn())} on file.\n"
    s += f"\nProcedure: {pr[0]}   Side: {R.choice(['L', 'R', 'N/A', 'Bilat'])}\nItem nos / codes: {pr[5]}; {pr[6]} (CPT ref); ICD-10 {pr[2]}\n"
    s += f"Urgency: {R.choice(['Category 1 (30 days)', 'Category 2 (90 days)', 'Category 3 (365 days)', 'P2', 'P3', 'Routine', 'Urgent'])}   Date placed on list: {c.Dt(c.base, R.choice(['dmy', 'dmy1', 'iso']))}\n"
    s += f"Preferred date: {R.choice(['first available', c.Dt(c.day(R.randint(14, 90)), R.choice(['dmy', 'my', 'wdm']))])}   Unavailable: {c.Dt(c.day(R.randint(20, 60)), 'dm')}-{c.Dt(c.day(R.randint(61, 80)), 'dm')}\n"
    s += f"Est. duration: {R.choice([45, 60, 90, 120, 180])} min   LOS: {R.choice(['day case', '1 night', '3-5 days', '23 h'])}   Bed: {R.choice(['ward', 'HDU', 'ICU post-op'])}\n"
    orth = pr[9] in ("ortho", "hand")
    s += f"Equipment: {R.choice(['image intensifier', 'traction table', 'power tools', 'tourniquet'] if orth else ['lap stack + harmonic', 'cell saver', 'nil special', 'Bair Hugger'])}; position: {R.choice(['supine', 'lateral', 'beach chair'] if orth else ['supine', 'Lloyd-Davies', 'reverse Trendelenburg', 'lithotomy'])}\n"
    s += f"Anticoagulants: {R.choice(['nil', 'apixaban - PAC to advise', 'warfarin - bridging plan needed', 'clopidogrel - d/w cardiology'])}   Pre-admission clinic: {R.choice(['required', 'phone', 'not required'])}\n"
    s += f"\nReferring GP: {c.D(c.gp, 'tf')}, {M('HOSPITAL', c.practice)}, provider no. {M('LICENSE', c.licence('prov'))}\n"
    lab_, kind_ = {"AU": ("Provider no.", "prov"), "NZ": ("MCNZ reg no.", "mcnz"), "UK": ("GMC", "gmc")}[c.cc]
    s += f"Requesting surgeon: {c.D(c.surgeon, 'tf')}  {lab_} {M('LICENSE', c.licence(kind_))}   Signed {c.Dt(c.base, 'dmy')}\n"
    s += f"Entered by {c.nm(c.other, 'DOCTOR', 'full')} (booking clerk), user {M('USERNAME', c.user(c.other))}, ext {M('PHONE', c.ext())}\n"
    return s



HISTO = {
    "gallbladder": ("Gallbladder {a} x {b} mm, wall up to 4 mm, containing multiple yellow faceted stones.", "Chronic cholecystitis with cholelithiasis. No dysplasia or malignancy."),
    "appendix": ("Appendix {a} mm long, max diameter {b} mm, serosa dull with fibrinopurulent exudate.", "Acute suppurative appendicitis with periappendicitis. No neoplasm."),
    "sigmoid colon": ("Segment of sigmoid colon {a} mm with perforated diverticulum and serosal exudate.", "Complicated diverticular disease with perforation and acute serositis."),
    "right colon and terminal ileum": ("Right hemicolectomy {a} mm with ulcerated caecal tumour {b} mm.", "Adenocarcinoma, moderately differentiated, pT3 N1a (1/19). Margins clear. MMR proteins retained."),
    "thyroid": ("Total thyroid {a} g. Cut surface diffusely beefy.", "Diffuse hyperplasia consistent with Graves' disease."),
    "femoral head": ("Femoral head {a} mm diameter with subcapital fracture.", "Fractured femoral head with osteoporotic trabeculae. No tumour."),
    "skin ellipse, suture at 12 o'clock": ("Skin ellipse {a} x {b} mm bearing pearly nodule.", "Nodular basal cell carcinoma, completely excised; closest margin 2.1 mm (peripheral)."),
    "haemorrhoids x3": ("Three pieces of anorectal tissue {a} mm aggregate.", "Haemorrhoids with thrombosis. No dysplasia."),
    "tonsils": ("Two tonsils {a} and {b} mm.", "Reactive follicular hyperplasia."),
    "prostate chips": ("Prostatic chips {a} g in aggregate, entirely embedded.", "Benign prostatic hyperplasia. No malignancy (pT1a excluded)."),
}


def histo(c):
    R = c.r
    spec = R.choice(list(HISTO))
    macro, dx = HISTO[spec]
    lab = c.idnum("spec")
    coll = c.base
    s = R.choice(["ANATOMICAL PATHOLOGY REPORT", "HISTOPATHOLOGY REPORT", "Cellular Pathology Report", "Surgical Pathology"]) + f"\nDepartment of Pathology, {c.H()}\n\n"
    s += f"Lab No: {M('IDNUM', lab)}   Patient: {c.P(R.choice(['LF', 'lf']))}   DOB: {c.DOB()}   Sex: {B.sexw(c)}\n{B.idlines(c, '   ')}\n"
    s += f"Requesting clinician: {c.D(c.surgeon, R.choice(['tf', 'tl']))} ({N.SPEC_OF_SAMPLE[spec]})   Copy to: {c.D(c.gp, 'tf')}, {M('HOSPITAL', c.practice)}\n"
    rep = c.day(R.randint(2, 9))
    dst = R.choice(['dmy', 'DMON', 'iso', 'dmy1'])
    s += f"Collected: {c.Dt(coll, dst)} {hm(c, 8, 17)}   Received: {c.Dt(coll if R.random() < .5 else c.day(1), dst)}   Reported: {c.Dt(rep, dst)}\n\n"
    s += f"CLINICAL NOTES: {R.choice(['?', 'Known', 'Hx'])} {spec.split(',')[0]} pathology; see op note. {R.choice(['Urgent', 'Routine', 'MDT next week'])}.\n\n"
    s += f"MACROSCOPY: Labelled \"{c.P(R.choice(['FULLU', 'LF', 'full']))}, {spec}\". " + macro.format(a=R.randint(20, 120), b=R.randint(5, 60))
    s += f" Blocks: A1-A{R.randint(2, 9)} (cassette ref {M('IDNUM', c.idnum('spec'))}).\n\n"
    s += f"MICROSCOPY: Sections show {R.choice(['the features summarised below', 'changes as described', 'inflamed tissue'])}. {R.choice(['IHC: CK20+, CDX2+, CK7-.', 'No granulomas.', 'Margins inked.', 'Levels examined.'])}\n\n"
    s += f"DIAGNOSIS: {dx}\nSNOMED: T-{R.randint(10000, 99999)} M-{R.randint(10000, 99999)}\n\n"
    s += f"Reported by: {c.nm(c.other, 'DOCTOR', R.choice(['full', 'il']))}, {R.choice(['FRCPA', 'FRCPath', 'Consultant Histopathologist'])}"
    if R.random() < .5:
        s += f"   Registrar: {c.D(c.person(R.choice('MF')), 'full')}"
    s += f"\nAuthorised {c.Dt(rep, dst)} {hm(c, 9, 18)} via {M('USERNAME', c.user(c.other))}\n"
    if R.random() < .4:
        s += f"Results portal: {M('URL', c.url('pathology'))}  Enquiries {M('PHONE', c.phone('land'))}  Fax {M('FAX', c.phone('land'))}\n"
    return s


GENRES_C = {"surgical_handover_sheet": handover, "incident_report": incident, "surgical_consent_form": consent,
            "theatre_booking_request": booking, "histopathology_report": histo}
