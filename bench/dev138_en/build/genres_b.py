"""Genres: post-op progress notes, stoma/wound nursing, outpatient letter, day-surgery discharge, trauma & ortho."""
import datetime as dt
import pools as P
import neg as N
import blocks as B
from phi import M, fd
from genres_a import hm, WR_EXAM

DAYCASE = ["lap chole", "R inguinal hernia repair", "lap TEP", "umbilical hernia repair", "excision BCC", "haemorrhoidectomy",
           "knee scope", "R CTR", "MUA + K-wires", "tonsillectomy", "cysto + stent", "EVLA", "I&D perianal abscess", "lap appendicectomy"]


def postop(c):
    R = c.r
    pr = B.proc(c)
    s = R.choice(["SURGICAL PROGRESS NOTES", "Post-operative Progress Notes", "CLINICAL NOTES - SURGERY", "Integrated Progress Notes"])
    s += f"\n{c.P(R.choice(['LF', 'lf']))}   {B.idlines(c, '   ')}   {M('HOSPITAL', c.ward)} / Bed {M('LOCATION_OTHER', R.randint(1, 28))}\n"
    s += f"Operation: {pr[0]} on {c.Dt(c.base, R.choice(['dmy', 'dmon', 'wdmy']))} ({c.D(c.surgeon, 'tl')})\n" + "-" * 60 + "\n"
    for day in range(1, R.randint(3, 5)):
        d = c.day(day)
        role = R.choice(["med", "nurse", "physio", "med", "pharm", "dietitian"])
        stamp = f"{c.Dt(d, R.choice(['dmy', 'dmy1', 'wdm', 'dmon']))} {hm(c, 7, 22) if role in ('med', 'nurse') else hm(c, 8, 16)}"
        if role == "med":
            s += f"\n{stamp}  SURGICAL {R.choice(['RMO', 'HO', 'FY1', 'Reg'])} - POD{day}\n"
            s += f"{R.choice(['Comfortable, pain 2/10.', 'Nausea settled.', 'Some RIF pain overnight.', 'Passing flatus, no BO.', 'Mild confusion overnight.'])} {R.choice(N.WORDY)}\n"
            ex = WR_EXAM.get(pr[9], WR_EXAM["general"])
            s += f"{B.vitals(c, True)}\n{R.choice(ex[0])}. {R.choice(ex[1])}. {R.choice(['Calf soft, non-tender.', 'Chest: reduced AE R base.', 'Chest clear.'])}\n"
            s += f"Bloods: {B.labs(c, R.randint(3, 6), False)}\n"
            s += f"Plan: {R.choice(['cont. current mx', 'upgrade diet', 'remove drain', 'CXR + sputum culture', 'TWOC', 'd/c planning'])}; {R.choice(['review PM', 'discuss on WR', 'Will review after CT'])}.\n"
            s += f"{c.D(R.choice([c.rmo, c.reg]), R.choice(['full', 'il', 'tl']))} ({R.choice(['RMO', 'Reg', 'FY1'])}) {R.choice(['pg', 'bleep', 'ext'])} {M('PHONE', c.ext())}\n"
        elif role == "nurse":
            s += f"\n{stamp}  NURSING\n"
            s += f"Obs stable, {R.choice(['ADDS 0', 'NEWS2 1', 'MEWS 1'])}. PCA {R.choice(['ceased', 'in use, 6 demands/hr', 'changed to PO'])}. Mobilised {R.choice(['to chair', 'to toilet with walker', 'x2 laps of ward'])}. {R.choice(N.WORDY)}\n"
            if R.random() < .6:
                f = c.fam[R.randint(0, 2)]
                s += f"{f.rel.capitalize()} {c.nm(f, 'FAMILY', R.choice(['first', 'full']))} visited {R.choice(['this afternoon', 'with grandchildren', 'and brought clothes'])}; {R.choice(['questions re discharge answered', 'asked to speak to doctors', 'updated'])}.\n"
            s += f"{c.N(R.randint(0, 3), R.choice(['full', 'fi', 'il']))} RN\n"
        elif role == "physio":
            s += f"\n{stamp}  PHYSIOTHERAPY\nS: pain {R.randint(2, 7)}/10 on mobilising. O: chest {R.choice(['clear', 'rattly, productive'])}; mobilised {R.randint(10, 80)} m with {R.choice(['4WW', 'crutches', 'frame', 'nil aid'])}, {R.choice(['FWB', 'PWB', 'WBAT'])}. Stairs {R.choice(['not yet', 'completed x1 flight', 'n/a'])}.\n"
            s += f"P: BD mobility, IS x10/hr. {c.nm(c.other, 'DOCTOR', 'full')} (Physiotherapist)\n"
        elif role == "pharm":
            s += f"\n{stamp}  PHARMACY\nMed rec completed with pt and {R.choice(['community pharmacy', 'GP list', 'Webster pack'])} ({M('HOSPITAL', c.pharmacy)}, ph {M('PHONE', c.phone('land'))}). "
            s += f"{R.choice(['Apixaban withheld - restart plan needed.', 'Metformin withheld (eGFR 38).', 'Duplicate PPI ceased.', 'Oxycodone wean plan to GP.'])}\n"
            s += f"{c.nm(c.other, 'DOCTOR', R.choice(['full', 'il']))}, Clinical Pharmacist\n"
        else:
            s += f"\n{stamp}  DIETITIAN\nWt {R.randint(45, 120)} kg. MUST {R.randint(0, 3)}. Intake ~{R.choice([25, 50, 75])}% of meals. Start ONS {R.choice(['BD', 'TDS'])}. {c.nm(c.other, 'DOCTOR', 'full')} (Dietitian)\n"
    if R.random() < .3:
        s += f"\nAudit: last edited by {M('USERNAME', c.user())} from {M('IPADDR', c.ip())}\n"
    return s


def stoma(c):
    R = c.r
    isstoma = R.random() < .55
    s = R.choice(["STOMAL THERAPY NURSE REVIEW", "Stoma Care Nurse Consultation", "Colorectal Nurse Specialist - Stoma"]) if isstoma else \
        R.choice(["WOUND CARE CONSULTATION", "Tissue Viability Nurse Review", "WOUND MANAGEMENT CNC NOTE"])
    s += f"\n{c.H()}   {M('HOSPITAL', c.ward)}\n" + B.demo(c, R.choice(["kv", "line"]))
    s += f"Date: {c.Dt(c.base, R.choice(['dmy', 'dmon', 'wfull', 'DMON']))}   Referred by: {c.D(c.reg, R.choice(['tl', 'full']))} on {c.Ds(c.day(-R.randint(1, 4)))}\n\n"
    if isstoma:
        kind = R.choice(["end colostomy", "loop ileostomy", "end ileostomy", "urostomy (ileal conduit)"])
        s += f"Stoma: {kind} formed {c.Dt(c.day(-R.randint(2, 9)), R.choice(['dm', 'dmon_noy', 'dmy']))} by {c.D(c.surgeon, 'tl')} ({R.choice(['Hartmann procedure', 'anterior resection', 'emergency laparotomy', 'panproctocolectomy', 'cystectomy'])}).\n"
        s += (f"Assessment: {R.randint(25, 45)} mm, {R.choice(['round', 'oval'])}, {R.choice(['spouted 1.5 cm', 'flush', 'retracted at 6 o clock'])}; mucosa "
              f"{R.choice(['pink and moist', 'dusky at edge', 'oedematous'])}; MCJ {R.choice(['intact', 'small separation at 3 o clock'])}; peristomal skin {R.choice(['intact', 'mild erythema (SACS L1)', 'moist erosion (SACS L2)'])}.\n")
        s += f"Output: {R.choice(['200 mL loose', '1.2 L/24h watery - high output', 'flatus only', 'semi-formed', 'clear urine with mucus'])}.\n"
        s += f"Appliance: {R.choice(['convex drainable', 'flat one-piece drainable', 'two-piece 57 mm flange', 'urostomy bag + night drainage'])} pouch, cut to {R.randint(28, 48)} mm; seal ring. Change every {R.choice(['2', '3', '1-2'])} days.\n"
        s += f"Education: {R.choice(['pt emptied bag independently', 'pt watched change, anxious', 'pt and ' + c.rel(0) + ' ' + c.F(0) + ' practised change x2'])}. Pat dry peristomal skin; leaflet given.\n"
        if R.random() < .7:
            s += f"Supplies: registered with {M('ORGANIZATION', R.choice(['Brindle Stoma Association', 'Southern Ostomy Society', 'Ostomy Supply Co-op', 'HomeCare Stoma Direct']))}, member no. {M('HEALTHPLAN', c.fund())}; delivery to {c.addr()}.\n"
    else:
        site = R.choice(["midline laparotomy wound", "L BKA stump", "R hip wound", "sacral pressure injury (stage 3)", "pilonidal wound", "dehisced Pfannenstiel wound"])
        s += f"Wound: {site}. Dimensions {R.randint(1, 12)} x {R.randint(1, 6)} x {R.randint(0, 4)} cm. Bed {R.randint(40, 100)}% granulation, {R.choice(['10% slough', 'no slough', 'small area of necrosis'])}.\n"
        s += f"Exudate {R.choice(['moderate serous', 'heavy haemoserous', 'low'])}. Periwound {R.choice(['macerated', 'intact', 'erythema 1 cm'])}. Swab: {R.choice(['MSSA', 'no growth', 'mixed skin flora', 'pending'])}. {R.choice(N.SCORES[19:22])}.\n"
        s += f"Dressing: {R.choice(['NPWT 125 mmHg continuous, black foam', 'Aquacel Ag + foam', 'Mepilex Border', 'Iodosorb + secondary pad', 'alginate rope + film'])}; change {R.choice(['3x weekly', 'daily', 'Mon/Wed/Fri'])}.\n"
        if R.random() < .5:
            s += f"NPWT unit serial {M('DEVICE', c.device())} issued; return to CSSD on discharge.\n"
        s += f"Photos uploaded: {M('URL', c.url('woundimaging'))} (image ref {M('IDNUM', c.idnum('order'))})\n"
    s += f"\n{R.choice(N.WORDY)}\n"
    if R.random() < .6:
        org = R.choice(["District Nursing", "Community Nursing", "home nursing", "practice nurse"])
        s += (f"Referral sent to {org} at {M('HOSPITAL', c.practice)} (ph {M('PHONE', c.phone('land'))}, fax {M('FAX', c.phone('land'))}) "
              f"for first visit {c.Dt(c.day(R.randint(2, 7)), R.choice(['wd', 'wdm', 'dm', 'dmy']))}.\n")
    s += f"Next review: {c.Dt(c.day(R.randint(1, 14)), R.choice(['wdm', 'dm', 'dmon_noy', 'dmy']))} or sooner if concerns.\n\n"
    s += f"{c.N(0, 'full')}, {R.choice(['Stomal Therapy Nurse', 'CNS Colorectal', 'Wound CNC', 'Tissue Viability Nurse'])}  " + (f"{R.choice(['ext', 'pager'])} {M('PHONE', c.ext())}" if R.random() < .5 else f"mob {M('PHONE', c.phone('mob'))}")
    if R.random() < .4:
        s += f"\nemail: {M('EMAIL', c.email(c.nurses[0]))}"
    return s


def letter(c):
    R = c.r
    pr = B.proc(c)
    s = B.letterhead(c) + "\n"
    s += f"{c.Dt(c.base, R.choice(['dmonth', 'dth', 'dmy', 'dmon']))}\n\n"
    s += f"{c.D(c.gp, 'tf')}\n{M('HOSPITAL', c.practice)}\n{c.addr(sep=chr(10), town=R.choice(P.TOWNS[c.cc]))}\n\n"
    s += f"Dear {c.D(c.gp, R.choice(['tl', 'tl', 'first']) if R.random() < .8 else 'tl')}\n\n"
    s += f"Re: {c.P(R.choice(['full', 'tf', 'FULLU']))}, DOB {c.DOB()}, {B.idlines(c, ', ')}\n{c.addr()}\n\n"
    kind = R.choice(["new", "postop", "fracture"])
    if kind == "new":
        s += f"Diagnosis: {pr[3]}\nPlan: {pr[0]}\n\n"
        s += (f"Thank you for referring {c.P(R.choice(['first', 'tl']))}, a {c.age_phrase()}, whom I saw in the {R.choice(['general surgical', 'colorectal', 'upper GI', 'orthopaedic', 'hernia'])} clinic today"
              f"{' with ' + c.rel(0) + ' ' + c.F(0) if R.random() < .5 else ''}. ")
        s += (f"{c.P(R.choice(['tl', 'first']))} describes {N.SYMPT[pr[1]]} since {c.Dt(c.day(-R.randint(60, 400)), R.choice(['month', 'my', 'month', 'y']))}. ")
        s += f"Past history includes {', '.join(p[0] for p in B.pick(c, N.PMHX, 3))}. {B.social(c)}\n\n"
        s += f"On examination {R.choice(N.EXAM['ortho' if pr[9] in ('ortho', 'hand') else 'other'])}. {R.choice(N.INVEST)}\n\n"
        s += (f"I have discussed {pr[1]} including the risks of bleeding, infection, {R.choice(['bile leak', 'recurrence', 'anastomotic leak', 'DVT/PE', 'nerve injury'])} and "
              f"conversion. {c.P('tl')} wishes to proceed and has been placed on the waiting list ({R.choice(['Category 2', 'Category 3', 'routine', 'urgent'])}), "
              f"provisionally for {c.Dt(c.day(R.randint(20, 90)), R.choice(['my', 'dmon', 'wfull', 'month']))}.")
    elif kind == "postop":
        s += (f"I reviewed {c.P(R.choice(['tl', 'first', 'full']))} today, {R.choice(['six', 'two', 'four'])} weeks after {pr[0]} on {c.Dt(c.day(-R.randint(14, 45)), R.choice(['dthm', 'dmy', 'dmon']))}. "
              f"{R.choice(['Recovery has been uneventful', 'There was a superficial wound infection treated with flucloxacillin', c.he + ' had a short readmission with ileus', c.he + ' is back at work'])}. ")
        if R.random() < .5:
            s += f"{c.he} is keen to return to work as {B.art(c.profession)} {M('PROFESSION', c.profession)} at {M('ORGANIZATION', c.employer)} and I have provided a certificate until {c.Dt(c.day(R.randint(7, 30)), R.choice(['dmy', 'dmon']))}. "
        s += f"Histology (lab no. {M('IDNUM', c.idnum('spec'))}) showed {R.choice(['acute appendicitis, no malignancy', 'chronic cholecystitis', 'pT2 N0 adenocarcinoma, margins clear', 'benign lipoma'])}.\n\n"
        s += f"{R.choice(N.WORDY)} I have discharged {c.P(R.choice(['tl', 'first']))} from clinic but would be happy to see again if needed.\n"
    else:
        fx = R.choice(["Colles fracture", "Smith's fracture", "Weber B ankle fracture", "Bennett's fracture", "Jones fracture of 5th MT base",
                       "scaphoid waist fracture", "Barton's fracture", "undisplaced radial head fracture", "clavicle fracture, middle third"])
        s += f"Diagnosis: {fx}, {R.choice(['left', 'right'])}\nInjury date: {c.Dt(c.day(-R.randint(10, 50)), R.choice(['dmy', 'dmon']))}\n\n"
        s += (f"{c.P(R.choice(['tl', 'full']))} was seen in the fracture clinic today. The injury occurred {R.choice(['falling from a ladder at home', 'playing netball for ' + M('ORGANIZATION', R.choice(P.EMPLOYERS[30:34])), 'at work at ' + M('ORGANIZATION', c.employer), 'slipping on ice on ' + c.Dt(c.day(-20), 'wd')])}. "
              f"XR (accession {M('IDNUM', c.idnum('acc'))}) shows satisfactory position. {R.choice(['Cast changed to removable splint.', 'Plan NWB for further 2/52.', 'Physiotherapy referral made.'])} "
              f"Fit note provided. Review in {R.choice(['2/52', '4/52', '6/52'])} with repeat XR.\n")
    s += "\n\nYours sincerely\n\n\n" + B.sign(c, c.surgeon, R.choice(["Consultant General Surgeon", "Consultant Orthopaedic Surgeon", "Colorectal Surgeon", "FRACS", "Consultant Surgeon"]), date=False)
    s += "\n\n" + B.cc_block(c)
    return s


def dsdc(c):
    R = c.r
    pr = R.choice([p for p in N.PROCS if p[1] in DAYCASE])
    dstime = f"{R.randint(12, 19)}:{R.choice(['05', '15', '30', '45'])}"
    s = R.choice(["DAY SURGERY DISCHARGE SUMMARY", "Day Case Discharge Letter", "DAY PROCEDURE UNIT - DISCHARGE"]) + f"\n{c.H()} - {M('HOSPITAL', c.unit)}\n\n"
    s += B.demo(c)
    s += f"\nAdmitted: {c.Dt(c.base, R.choice(['dmy', 'wdmy', 'dmon']))} 07:00   Discharged: {c.Dt(c.base, R.choice(['dmy', 'dm']))} {dstime}\n"
    s += f"Procedure: {pr[0]}\nSurgeon: {c.D(c.surgeon, 'tl')}   Anaesthetist: {c.D(c.anaes, 'tl')}   Anaesthetic: {pr[7]}\n"
    s += f"Complications: {R.choice(['nil', 'PONV in recovery, settled', 'vasovagal on first mobilisation', 'urinary retention - voided after 6 h'])}\nPADSS {R.choice([9, 10])} at discharge.\n\n"
    s += "Discharge medications:\n" + B.meds(c, R.randint(2, 4), [m for m in N.MEDS_POSTOP if ' PO' in m or 'Movicol' in m or 'senna' in m or 'lactulose' in m or 'celecoxib' in m]) + "\n"
    s += f"Supplied: {R.choice(['5 days', '3 days', '10 tabs oxycodone 5 mg'])} " + (f"by {M('HOSPITAL', c.pharmacy)}" if R.random() < .3 else f"from {c.H()} pharmacy") + ".\n\n"
    f = c.fam[0]
    s += f"Escort: {f.rel} {c.nm(f, 'FAMILY', 'full')}, {M('PHONE', c.phone('mob'))}. Responsible adult overnight: {R.choice(['yes', 'yes - ' + c.rel(1) + ' ' + c.F(1)])}.\n"
    if R.random() < .3:
        s += f"Travelling by private car, {R.choice(['silver', 'white', 'blue'])} hatch rego {M('VEHICLE', c.plate())} parked in drop-off bay - escort to drive.\n"
    s += ("\nInstructions:\n- No driving, operating machinery or signing legal documents for 24 hours.\n- Keep dressing dry for 48 h.\n"
          f"- {R.choice(['Sutures dissolvable.', 'Sutures out D10 with practice nurse.', 'Steri-strips off after 7 days.'])}\n"
          f"- {R.choice(['Return to work after 2/52 (' + M('PROFESSION', c.profession) + ')', 'Avoid heavy lifting for 4-6 weeks', 'Elevate limb'])}\n")
    fu = c.day(R.randint(7, 42))
    s += f"\nFollow-up: {R.choice(['clinic', 'OPD', 'phone clinic'])} with {c.D(c.surgeon, 'tl')} on {c.Dt(fu, R.choice(['wfull', 'wdmy', 'dmy', 'wfullc']))} at {hm(c, 8, 16)}"
    s += f"{' (appointment ref ' + M('IDNUM', c.idnum('ref')) + ')' if R.random() < .4 else ''}.\n"
    s += (f"\nIf concerned contact {M('HOSPITAL', c.unit)} on {M('PHONE', c.phone('land'))} (07:00-20:00) or {c.H()} switchboard "
          f"{M('PHONE', c.phone('land'))} after hours. Info: {M('URL', c.url('daysurgery'))}\n")
    s += f"\nDischarging nurse: {c.N(0, 'full')} RN   {c.Dt(c.base, 'dmy')} {dstime}\n"
    s += f"Copy to GP: {c.D(c.gp, 'tf')}, {M('HOSPITAL', c.practice)}, fax {M('FAX', c.phone('land'))}"
    return s


def trauma(c):
    R = c.r
    pr = R.choice([p for p in N.PROCS if p[1] in ("L hemiarthroplasty", "R DHS", "ORIF R ankle", "MUA + K-wires", "ORIF distal radius")])
    s = R.choice(["TRAUMA CALL - ED", "ORTHOPAEDIC ADMISSION CLERKING", "T&O ADMISSION NOTE", "Trauma Team Activation Record"]) + f"\n{c.H()}\n"
    s += f"{c.P(R.choice(['LF', 'lf', 'full']))}  {c.age_phrase()}  {B.idlines(c, '  ')}\n"
    s += f"Arrived {c.Dt(c.base, R.choice(['dmy', 'wdmy', 'DMON']))} {hm(c, 0, 23)} via {M('ORGANIZATION', R.choice(P.AMBULANCE))}, case no. {M('IDNUM', c.idnum('case'))}\n"
    s += f"Trauma team leader: {c.D(c.reg, 'tl')}   Ortho reg: {c.D(c.rmo, 'tl')}   Scribe: {c.N(0, 'full')} RN\n\n"
    mech = R.random()
    if mech < .35:
        s += (f"MOI: restrained driver, {R.choice(['T-bone at 60 km/h', 'single vehicle vs tree', 'rear-ended at lights'])} on {M('STREET', R.choice(P.STREET_BASE) + ' ' + R.choice(['Road', 'Highway', 'Rd']))}, {M('CITY', c.town)}. "
              f"Own vehicle rego {M('VEHICLE', c.plate())}{', VIN ' + M('VEHICLE', c.vin()) if R.random() < .4 else ''}. Airbags deployed. Self-extricated.\n")
        if R.random() < .4:
            s += f"Transported by ambulance unit {M('VEHICLE', c.plate())}; other vehicle (rego {M('VEHICLE', c.plate())}) driver uninjured.\n"
        s += f"Police on scene: {R.choice(['Constable', 'Sgt', 'PC'])} {c.nm(c.other, 'FAMILY', 'tl' if False else 'last')}; driver licence {M('LICENSE', c.licence('dl'))} sighted.\n"
        if c.cc == "AU":
            s += f"TAC/CTP claim no. {M('IDNUM', c.idnum('claim'))}\n"
    elif mech < .65:
        s += (f"MOI: fall from {R.choice(['scaffolding ~3 m', 'ladder ~2 m', 'roof', 'loading dock'])} at work ({M('ORGANIZATION', c.employer)}). Works as {M('PROFESSION', c.profession)}. "
              f"Supervisor {c.nm(c.other, 'FAMILY', 'full')} called ambulance.\n")
        s += f"{'ACC45 lodged, claim ' if c.cc == 'NZ' else 'Workers comp claim '}{M('IDNUM', c.idnum('claim'))}\n"
    elif mech < .75:
        s += (f"MOI: {R.choice(['pedestrian struck by car', 'cyclist vs car door', 'motorcyclist, low-speed slide'])} while visiting from {M('COUNTRY', R.choice(P.COUNTRIES_OTHER))} on holiday. "
              f"Vehicle involved: rego {M('VEHICLE', c.plate())}. Travel insurance policy {M('HEALTHPLAN', c.fund())}; passport sighted.\n")
        if R.random() < .5:
            s += f"Travelling with {c.rel(0)} {c.F(0, 'full')}, staying at {M('LOCATION_OTHER', R.choice(['the Harbourview Motel', 'Kingfisher Backpackers', 'the Grand Pier Hotel', 'Seaview Holiday Park']))}, room {M('LOCATION_OTHER', R.randint(1, 40))}.\n"
    else:
        s += (f"MOI: mechanical fall at home ({c.addr()}) {R.choice(['tripped on rug', 'going to toilet at night', 'slipped in shower'])}; long lie ~{R.randint(2, 12)} h. "
              f"Found by {c.rel(0)} {c.F(0)}. {R.choice(['No head strike', 'Head strike, on apixaban', 'No LOC'])}.\n")
    s += (f"\nPrimary survey: A patent, C-spine {R.choice(['cleared clinically (Canadian C-spine rule)', 'in collar'])}; B RR {R.randint(14, 28)} SpO2 {R.randint(92, 100)}%; "
          f"C HR {R.randint(70, 125)} BP {R.randint(90, 160)}/{R.randint(50, 95)}; D {R.choice(['GCS 15', 'GCS 14 (E4V4M6)', 'GCS 13'])}, PEARL; E {R.choice(['T 36.1', 'T 35.4 - Bair Hugger'])}.\n")
    sec = {"L hemiarthroplasty": "shortened, externally rotated L leg; pain on log roll", "R DHS": "shortened, externally rotated R leg; unable to SLR",
           "ORIF R ankle": "swollen R ankle, tender lateral malleolus; Ottawa ankle rules positive", "MUA + K-wires": "dinner-fork deformity of wrist",
           "ORIF distal radius": "swollen, deformed distal forearm; no tenting"}[pr[1]]
    s += f"Secondary: {sec}; {R.choice(['Allen test normal', 'AIN/PIN/ulnar intact', 'knee and ankle normal', 'no midline C-spine tenderness'])}. NV intact distally. {R.choice(['Abrasions L forearm.', 'Seatbelt sign absent.', 'Tender R ribs 6-8.'])}\n"
    s += f"\nImaging: {R.choice(['XR pelvis + hip', 'CT trauma series', 'XR ankle 3 views', 'XR wrist'])} - accession {M('IDNUM', c.idnum('acc'))}; {R.choice(['CT C-spine', 'CXR', 'FAST'])} - {M('IDNUM', c.idnum('acc'))}\n"
    s += f"Bloods: {B.labs(c, 6, False)}. G&S sample {M('IDNUM', c.idnum('bank'))}.\n"
    s += f"\nPMHx: {', '.join(p[0] for p in B.pick(c, N.PMHX, 3))}\nMeds: {'; '.join(B.pick(c, N.MEDS_HOME, 3))}\nAllergies: {B.allergies(c)}\n"
    s += f"\nImp: {pr[3]}\nPlan: analgesia ({R.choice(['fascia iliaca block 30 mL 0.2% ropi', 'femoral nerve block', 'haematoma block', 'oxycodone PRN'])}); {R.choice(['backslab', 'skin traction', 'Thomas splint', 'collar and cuff'])}; "
    s += f"for {pr[1]} on {R.choice(['tomorrow', 'next available'])} trauma list ({c.Dt(c.day(1), R.choice(['wd', 'dm', 'wdm']))}), consented by {c.D(c.rmo, 'tl')}. Fasting from midnight.\n"
    if R.random() < .5:
        s += f"NOK: {c.rel(0)} {c.F(0, 'full')} {M('PHONE', c.phone())} - informed.\n"
    s += "\n" + B.sign(c, c.rmo, R.choice(["Orthopaedic Registrar", "Ortho SHO", "T&O CT2"]))
    return s


GENRES_B = {"postop_progress_notes": postop, "stoma_wound_nursing": stoma, "surgical_outpatient_letter": letter,
            "day_surgery_discharge": dsdc, "trauma_orthopaedic_admission": trauma}
