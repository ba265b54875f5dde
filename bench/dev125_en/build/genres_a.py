"""Genres A: ED physician, triage, trauma activation, EMS run report, ED nursing, toxicology consult."""
from blocks import *  # noqa: F401,F403
from blocks import R, ch, p, ri, m

CC = [("chest pain", "substernal pressure radiating to the left arm", "NSTEMI ruled out; atypical chest pain", "R07.9"),
      ("abdominal pain", "RLQ pain with anorexia and one episode of emesis", "acute appendicitis", "K35.80"),
      ("shortness of breath", "progressive dyspnea and orthopnea, 3 pillows", "acute decompensated heart failure", "I50.9"),
      ("syncope", "collapsed while standing in line, brief LOC, no prodrome", "syncope, likely vasovagal", "R55"),
      ("headache", "thunderclap onset while lifting, worst of life", "headache, SAH excluded by CT/LP", "R51.9"),
      ("fall", "mechanical fall down 4 stairs, struck head, on apixaban", "minor head injury", "S09.90XA"),
      ("fever and cough", "3 days of productive cough, rigors", "community-acquired pneumonia", "J18.9"),
      ("dizziness", "room-spinning vertigo worse with head turns", "BPPV", "R42"),
      ("seizure", "witnessed generalized tonic-clonic seizure lasting 2 min", "breakthrough seizure", "G40.909"),
      ("wrist injury", "FOOSH on ice, dorsal angulation", "distal radius fracture", "S52.501A"),
      ("flank pain", "colicky L flank pain with hematuria", "ureterolithiasis", "N20.0"),
      ("allergic reaction", "hives and lip swelling after shellfish", "anaphylaxis", "T78.40XA"),
      ("hyperglycemia", "polyuria, polydipsia, vomiting", "DKA", "E11.65"),
      ("cellulitis", "spreading erythema of the left lower leg", "cellulitis", "L03.116"),
      ("asthma exacerbation", "wheeze after viral URI, using inhaler q1h", "asthma exacerbation", "J45.901"),
      ("vaginal bleeding", "bleeding at 8 weeks by dates", "threatened abortion", "O20.9"),
      ("weakness", "left arm and face weakness on waking", "acute ischemic stroke", "I63.9"),
      ("laceration", "cut palm on broken glass", "simple laceration, repaired", "S61.412A")]


def cc():
    return ch(CC)


def room(c):
    k = ri(0, 6)
    return [f"Room {m('LOCATION_OTHER', str(ri(1, 40)))}", f"bed {m('LOCATION_OTHER', str(ri(1, 30)))}",
            f"Rm {m('LOCATION_OTHER', str(ri(1, 40)) + ch('ABCD'))}", f"hall bed {m('LOCATION_OTHER', 'H' + str(ri(1, 12)))}",
            f"bay {m('LOCATION_OTHER', str(ri(1, 16)))}", f"Pod {ch('ABCD')} bed {m('LOCATION_OTHER', str(ri(1, 20)))}",
            f"Resus {m('LOCATION_OTHER', str(ri(1, 4)))}"][k]


def hosp_header(c, title_):
    h = c.H()
    return ch([f"{h}\nEmergency Department\n{title_}", f"{title_} - {h}", f"{h} | {title_}",
               f"{title_}\nFacility: {h}", f"{h} ED\n{title_}"])


# ------------------------------------------------------------------ ED physician note
def ed_physician(c):
    cc_, det, dx, code = cc()
    att, res, scribe = c.s("md"), c.s("res"), c.s("scribe")
    out = [hosp_header(c, ch(["EMERGENCY PHYSICIAN NOTE", "ED Provider Note", "Emergency Department Record", "ED PHYSICIAN DOCUMENTATION"]))]
    out.append(demo_block(c))
    out.append(f"Date of service: {c.date()}  Arrival {clock()}  {room(c)}")
    staff = [f"Attending: {doc(att)}"]
    if p(0.6):
        staff.append(f"Resident: {doc(res, role='res')}")
    if p(0.5):
        staff.append(ch([f"Scribe: {m('DOCTOR', scribe.first + ' ' + scribe.last)}",
                         f"Scribed by {m('DOCTOR', scribe.first + ' ' + scribe.last)} for Dr. {m('DOCTOR', att.last)}"]))
    out.append("  ".join(staff))
    out.append(f"\nCHIEF COMPLAINT: {cc_}")
    hpi = (f"HPI: {c.P(ch(['title', 'full', 'titlefull', 'first']))} is a {c.A(ch(['yo_hy', 'yo', 'y/o', 'words', 'yo_tight']))} "
           f"{c.sexw()} with HTN, HLD who presents with {det}. Onset {ch(['on', 'since'])} {c.date(ch(['wd', 'short', 'Md', 'md']), -ri(0, 4))} "
           f"around {clock()}. ")
    if p(0.7):
        rel, nm = c.relm()
        hpi += ch([f"Accompanied by {c.his()} {rel} {nm}, who provides collateral.", f"History partly from {rel} ({nm}) by phone.",
                   f"{rel.capitalize()} {nm} found {c.P('first') if p(0.4) else 'the patient'} on the floor."]) + " "
    if p(0.5):
        hpi += f"Seen at {m('HOSPITAL', clinic_name())} on {c.date('short', -ri(2, 9))} and started on {drug_dose(True)}. "
    if p(0.4):
        hpi += f"Similar episode in {c.date(ch(['my', 'y', 'mby']), -ri(60, 1500))} requiring admission to {c.H(True)}. "
    if p(0.18):
        hpi += f"Symptoms began over {holiday(c)} weekend. "
    hpi += neg_sentence()
    out.append(hpi)
    out.append(f"PMH: HTN, T2DM, {eponym()}. Home meds: {meds(home=True)}. Allergies: {ch(['NKDA', 'penicillin (rash)', 'sulfa', 'codeine - vomiting'])}.")
    out.append(f"Social: {social(c)}")
    if p(0.3):
        out.append(f"PCP: {doc(c.s('md', 3), ch(['drlast', 'drfull', 'fullcred']))}, {m('HOSPITAL', clinic_name())}, tel {m('PHONE', phone())}")
    out.append(f"\nEXAM: {vitals(c)}\n{exam()}")
    course = [f"ED COURSE: {negs(3)}"]
    if p(0.35):
        course.append(f"Pacemaker interrogated by device rep; generator SN {m('DEVICE', device_id())}, no events.")
    if p(0.4):
        course.append(f"CT head (accession {m('IDNUM', idnum('acc'))}) read by Dr. {m('DOCTOR', c.s('md', 4).last)}: no acute findings.")
    if p(0.5):
        course.append(f"Discussed with {ch(['cardiology', 'general surgery', 'neurology', 'medicine', 'orthopedics'])} "
                      f"({doc(c.s('md', 2), ch(['drlast', 'drfull']))}, pager {m('PHONE', pager())}) at {clock()}.")
    if p(0.25):
        course.append(f"Old records requested from {c.H(True)}, fax {m('FAX', phone())}.")
    out.append(" ".join(course))
    out.append(f"\nIMPRESSION: {dx} ({code}). {score()}. {negs(2)}")
    dispo = ch([f"Admitted to {m('HOSPITAL', ch(WARD_NAMES))} under {doc(c.s('md', 2), 'drlast')}.",
                f"Discharged home with {c.his()} {c.rel()[0]}. Return precautions given.",
                f"Transferred to {c.H(True)} for higher level of care.", f"Placed in obs, {room(c)}."])
    out.append(f"DISPOSITION: {dispo}")
    if p(0.35):
        out.append(f"I personally saw and examined the patient with {doc(res, 'drlast', 'res')} and agree with the note.")
    out.append(sign(c, "md"))
    if p(0.3):
        out.append(transcription(c))
    return "\n".join(out)


# ------------------------------------------------------------------ triage
def triage(c):
    cc_, det, _, _ = cc()
    rn = c.s("rn")
    scale = f"CTAS {ri(1, 5)}" if c.CA else f"ESI {ri(1, 5)}"
    out = [ch([f"TRIAGE ASSESSMENT - {c.H()}", f"{c.H()} Emergency - Triage", f"Triage Note\n{c.H()}"])]
    out.append(f"Arrival: {c.date(ch(['mdy', 'iso', 'wdlong', 'abbr', 'dmyB']))} {clock()}  Mode: " +
               ch(["walk-in", "private vehicle", f"EMS ({m('ORGANIZATION', ch(EMS_ORG).format(c=c.city))})", "police", "taxi"]))
    nm = c.P(ch(["LF", "lf", "full", "UP"]))
    out.append(ch([f"Name: {nm}   DOB: {c.dobm()}   Age: {m('AGE', str(c.age))}", f"{nm}, {c.A('sexL')}, DOB {c.dobm()}",
                   f"Pt: {nm} ({c.A(ch(['yo', 'y/o', 'sexsp']))})"]))
    out.append(f"MRN {m('MRN', c.mrn)}" + (f"   Visit {m('ACCOUNT', c.acct)}" if p(0.6) else ""))
    out.append(f"Acuity: {scale}   CC: {cc_}")
    out.append(f"Triage narrative: {c.A()} {c.sexw()} c/o {det}. {ch(['Onset', 'Began'])} {c.date(ch(['wd', 'short']), -ri(0, 3))} at {clock()}. "
               + ch(["", f"Brought in by {c.relm()[0]} {c.relm()[1]}. ", f"Sent in by {m('HOSPITAL', clinic_name())}. ",
                     f"Sx since {holiday(c)}. "])
               + neg_sentence())
    out.append(f"Vitals: {vitals(c)}  {score()}")
    out.append(f"Allergies: {ch(['NKDA', 'PCN', 'latex', 'morphine (itch)', 'none known'])}. Meds: {meds(ri(1, 3), home=True)}.")
    if p(0.4):
        out.append(f"Tetanus last {c.date(ch(['y', 'my']), -ri(400, 4000))}. {score()}.")
    if p(0.25):
        out.append(ch([f"Identity confirmed by palm-vein scan, ID {m('BIOID', bioid())}.", f"Biometric wristband enrolment {m('BIOID', bioid())}.",
                       f"Fingerprint check-in ID {m('BIOID', bioid())} matched."]))
    if p(0.3):
        out.append(f"ID verified with driver's licence {m('LICENSE', license_('dl_ca' if c.CA else 'dl_us'))}.")
    if p(0.3):
        out.append(f"Pt reports recent travel to {m('COUNTRY', country_other())}; returned {c.date('short', -ri(2, 20))}.")
    if p(0.35):
        out.append(f"Pt works as a {m('PROFESSION', c.prof)}" + (f" at {m('ORGANIZATION', c.employer)}." if p(0.5) else "."))
    out.append(f"Placed in {room(c)}. " + ch(["Waiting room, reassess q1h.", "Charge nurse notified.", "MD notified at " + clock() + "."]))
    if p(0.5):
        out.append(f"Charge RN {m('DOCTOR', c.s('rn', 1).first + ' ' + c.s('rn', 1).last)} aware.")
    out.append(f"Triage RN: {doc(rn, role='rn')}" + (f" ({user(rn)})" if p(0.4) else "") + f"  {clock()}")
    return "\n".join(out)


# ------------------------------------------------------------------ trauma activation
MECH = ["driver in a head-on MVC at highway speed, prolonged extrication", "unhelmeted motorcyclist vs pickup truck",
        "pedestrian struck by SUV in a crosswalk", "fall from a 12-foot ladder", "single stab wound to the left chest",
        "GSW to the right thigh", "rollover ATV crash", "cyclist struck by a delivery van", "fall from second-storey balcony",
        "snowmobile vs tree", "assault with a baseball bat"]


def trauma(c):
    lead, edmd, airway, prn, rec = c.s("md"), c.s("md", 1), c.s("md", 2), c.s("rn"), c.s("rn", 1)
    lvl = ch(["LEVEL 1", "LEVEL 2", "FULL", "MODIFIED", "CODE RED"])
    mech = ch(MECH)
    out = [f"TRAUMA TEAM ACTIVATION - {lvl}", f"{c.H()}  Trauma Bay {m('LOCATION_OTHER', str(ri(1, 4)))}",
           "Activation: {} {}   Pt arrival {}".format(c.date(), *times(2))]
    if p(0.45):
        out.append(f"Pt arrived unidentified (alias TRAUMA-{ri(100, 999)}); identified at {clock()} as {c.P(ch(['LF', 'full']))} "
                   + ch([f"via fingerprint ID {m('BIOID', bioid())} from police.", f"by driver's licence {m('LICENSE', license_('dl_ca' if c.CA else 'dl_us'))}.",
                         f"by {c.his()} {c.rel()[0]} at {clock()}.", f"via biometric match {m('BIOID', bioid())}."]))
    else:
        out.append(f"Patient: {c.P(ch(['LF', 'full', 'UP']))}  {c.A(ch(['sexL', 'sexsp', 'yo']))}  MRN {m('MRN', c.mrn)}")
    out.append(f"Team: Trauma lead {doc(lead, ch(['drlast', 'drfull', 'fullcred']))}; ED attending {doc(edmd, 'drlast')}; "
               f"Airway {doc(airway, ch(['drlast', 'fIcred']))}; Primary RN {m('DOCTOR', prn.first + ' ' + prn.last)}; "
               f"Recorder {m('DOCTOR', rec.first[0] + '. ' + rec.last)} RN; RT {m('DOCTOR', c.s('rt').first)}")
    scene = ch([f"at {m('STREET', street())} near {lm_marked()}", f"on {m('STREET', ch(STREET_ROOTS) + ' ' + ch(STREET_TYPES))} in {m('CITY', c.city)}",
                f"in the parking lot of {lm_marked()}", f"at {lm_marked()}, {m('CITY', city_name())}"])
    out.append(f"MECHANISM: {c.A()} {c.sexw()}, {mech}, {scene}. Transported by {m('ORGANIZATION', ch(EMS_ORG).format(c=c.city))}.")
    if "MVC" in mech or "pickup" in mech or "SUV" in mech or "van" in mech or p(0.3):
        out.append(ch([f"Vehicle: plate {m('VEHICLE', plate(c.country))}, VIN {m('VEHICLE', vin())}.",
                       f"Other vehicle plate {m('VEHICLE', plate(c.country))} per police.",
                       f"Pt's vehicle ({m('VEHICLE', plate(c.country))}) towed; VIN {m('VEHICLE', vin())}."]))
    out.append(f"Prehospital: {vitals_short()}, {score()}, given {drug_dose()}.")
    out.append(f"PRIMARY SURVEY: A - patent, {ch(['c-collar in place', 'intubated in field', 'talking'])}. B - {ch(['decreased breath sounds L', 'equal air entry', 'crepitus R chest'])}. "
               f"C - {vitals_short()}, {ch(['FAST positive LUQ', 'FAST negative', 'pelvic binder applied'])}. D - {score()}. E - {exam(1)}")
    out.append(f"INTERVENTIONS: {meds(ri(2, 3))}; MTP activated at {clock()}; " + ch(["chest tube 28 Fr L", "RSI with ketamine/rocuronium", "splinted R femur", "TXA given"]) + ".")
    out.append(f"Labs: {labs(ri(4, 6))}. Type and screen {m('IDNUM', idnum('spec'))}.")
    out.append(f"Imaging: CT pan-scan, accession {m('IDNUM', idnum('acc'))}. {neg_sentence()}")
    if p(0.6):
        rel, nm = c.relm()
        out.append(f"Family: {rel} {nm} arrived at {clock()}, updated by {doc(lead, 'drlast')}; callback {m('PHONE', phone())}.")
    if p(0.5):
        off = Person()
        out.append(f"Police: Officer {pname(off, ch(['full', 'last', 'fI']), 'FAMILY')} ({m('ORGANIZATION', ch(POLICE_ORG).format(c=c.city))}), "
                   f"badge {m('IDNUM', str(ri(1000, 99999)))}, report {m('IDNUM', idnum('police'))}.")
    if p(0.3):
        out.append(f"Occupation: {m('PROFESSION', c.prof)}; was working for {m('ORGANIZATION', c.employer)} at time of injury.")
    out.append(f"DISPOSITION: {ch(['OR', 'trauma ICU', 'IR for embolization', 'CT then ' + m('HOSPITAL', ch(WARD_NAMES))])} at {clock()}; "
               f"accepting {doc(c.s('md', 3), 'drlast')}.")
    out.append(f"Recorder: {doc(rec, 'fullcred', 'rn')}  {c.date('mdy')}")
    return "\n".join(out)


# ------------------------------------------------------------------ EMS / paramedic run report
EMS_CC = [("chest pain", "diaphoretic, 12-lead with ST elevation II, III, aVF"), ("unresponsive", "agonal resp, pinpoint pupils"),
          ("fall", "on floor x 6 h, unable to get up"), ("difficulty breathing", "tripoding, audible wheeze"),
          ("MVC", "restrained driver, airbag deployed, c/o neck pain"), ("seizure", "post-ictal, tongue bite"),
          ("stroke symptoms", "R facial droop, slurred speech, last known well"), ("overdose", "empty pill bottles at scene"),
          ("diabetic emergency", "confused, diaphoretic"), ("cardiac arrest", "CPR in progress by bystander"),
          ("hip pain", "shortened, externally rotated L leg"), ("allergic reaction", "stridor after bee sting")]


def ems(c):
    medic, emt = c.s("medic"), c.s("emt")
    org = m("ORGANIZATION", ch(EMS_ORG).format(c=ch([c.city, county_name().replace(" County", ""), city_name()])))
    cc_, find = ch(EMS_CC)
    d = c.date(ch(["mdy", "iso", "mdy1", "dmyB"]))
    tt = times(5)
    tt = [tt[0], tt[1], tt[2], tt[3], tt[4]]
    out = [f"{org}\n{ch(['PATIENT CARE REPORT', 'Prehospital Care Report', 'EMS RUN REPORT', 'ePCR Summary'])}",
           f"Incident #: {m('IDNUM', idnum('inc'))}   PCR #: {m('IDNUM', idnum('pcr'))}   Unit: {ch(['Medic', 'Ambulance', 'Rescue', 'Unit'])} {ri(1, 99)}",
           "Date: {}   Dispatched {}  En route {}  On scene {}  Transport {}  At destination {}".format(d, *tt[:5]),
           f"Crew: {doc(medic, ch(['fullcred', 'fullsp', 'lastfirstcred']), 'medic')} (lic. {m('LICENSE', license_('medic'))}); "
           f"{doc(emt, ch(['fullcred', 'fIcred']), 'emt')} (lic. {m('LICENSE', license_('medic'))})"]
    out.append(f"Patient: {c.P(ch(['LF', 'full', 'UP', 'lf']))}  DOB {c.dobm()}  Age {m('AGE', str(c.age))}  Sex {c.sex}")
    loc = ch([c.addr("line"), f"{m('STREET', c.street)}, {m('CITY', c.city)}", f"{lm_marked()}, {m('CITY', c.city)}",
              f"{m('STREET', street())} ({lm_marked()})"])
    out.append(f"Pickup location: {loc}")
    if p(0.5):
        out.append(f"Phone: {m('PHONE', c.phone)}   {c.hp_label()}: {c.hp()}")
    if not c.CA and p(0.15):
        out.append(f"{c.idlabel_ssn()} {c.ssn()} (from facesheet)")
    narr = (f"NARRATIVE: Dispatched {ch(['emergent', 'priority 1', 'code 3', 'non-emergent'])} for {cc_}. On arrival found "
            f"{c.A()} {c.sexw()} {ch(['sitting in a chair', 'supine on kitchen floor', 'in driver seat', 'lying in the yard', 'in bed'])}, {find}. ")
    if p(0.7):
        rel, nm = c.relm()
        narr += ch([f"Called in by {c.his()} {rel} {nm}, who states pt was last seen well at {clock()}. ",
                    f"{rel.capitalize()} {nm} on scene, reports {ch(['pt fell', 'pt was confused', 'pt took extra pills', 'no recent illness'])}. "])
    if cc_ == "MVC" or p(0.15):
        narr += f"Pt's vehicle plate {m('VEHICLE', plate(c.country))}" + (f", VIN {m('VEHICLE', vin())}" if p(0.4) else "") + f"; {ch(['moderate front-end damage', 'starred windshield', 'intrusion driver side'])}. "
    if p(0.25):
        narr += f"Pt has LVAD, controller SN {m('DEVICE', device_id())}; VAD coordinator called at {m('PHONE', phone())}. "
    if p(0.25):
        narr += f"Fire crew from {m('ORGANIZATION', ch(EMS_ORG).format(c=c.city))} on scene first. "
    narr += neg_sentence()
    out.append(narr)
    out.append(f"VITALS {tt[2]}: {vitals(c)}\nVITALS {tt[3]}: {vitals_short()}")
    out.append(f"ASSESSMENT: {exam(ri(2, 4))} {score()}. {negs(2)}")
    out.append(f"TREATMENT: {tt[2]} {drug_dose()}; {tt[3]} {drug_dose()}; {ch(['IV 18g L AC', 'IO tibial', '12-lead transmitted', 'c-spine precautions', 'BVM assist'])}.")
    out.append(f"Transported to {c.H()}" + ch([f", {room(c)}", ""]) + f". Report to {doc(c.s('rn'), ch(['fullcred', 'fIcred']), 'rn')} at {tt[4]}.")
    if p(0.3):
        out.append(f"Belongings (wallet, phone) handed to {c.rel()[0]} {pname(c.rel()[1], 'full', 'FAMILY')}.")
    if p(0.2):
        out.append(f"Online medical control: {doc(c.s('md'), 'drlast')} via {m('PHONE', phone())}.")
    out.append(f"Signed: {doc(medic, 'fullcred', 'medic')} {d}")
    return "\n".join(out)


# ------------------------------------------------------------------ ED nursing
def ed_nursing(c):
    rn, rn2 = c.s("rn"), c.s("rn", 1)
    out = [ch(["ED NURSING NOTE", "Emergency Nursing Progress Note", "ED RN Flowsheet Narrative"]) + f" - {c.H()}",
           f"{c.P(ch(['LF', 'UP']))}  MRN {m('MRN', c.mrn)}  {room(c)}  {c.date(ch(['mdy', 'iso', 'abbr']))}"]
    t = times(6)
    nm = c.P("first") if p(0.5) else c.P("title")
    entries = [f"{t[0]} Received pt from triage. {nm} alert, oriented x3, {ch(['anxious', 'calm', 'restless', 'tearful'])}. {vitals_short()}.",
               f"{t[1]} PIV 20g R AC, labs drawn ({m('IDNUM', idnum('spec'))}) and sent. {drug_dose()} given per order.",
               f"{t[2]} {ch(['Pain reassessed', 'Pt reports relief', 'Pt nauseated'])}, pain {ri(0, 10)}/10. {neg_sentence()}",
               f"{t[3]} {score()}. {exam(1)}"]
    if p(0.75):
        rel, nmr = c.relm()
        entries.append(f"{t[4]} {rel.capitalize()} {nmr} at bedside" + ch([f", phone {m('PHONE', phone())}.", ", updated on plan.", "; asked to wait in family room."]))
    if p(0.25):
        pa_, pb = Person(), Person()
        pb.last = pa_.last
        entries.append(f"{t[4]} Parents {pname(pa_, 'first', 'FAMILY')} and {pname(pb, 'full', 'FAMILY')} at bedside.")
    if p(0.25):
        entries.append(f"{t[1]} Pt prefers to be called \"{pname(c.pt, 'nick')}\".")
    if p(0.2):
        entries.append(f"{t[3]} {c.P('title')}'s {c.rel()[0]} brought in home meds.")
    if p(0.12):
        entries.append(f"{t[2]} Med cabinet override by fingerprint ID {m('BIOID', bioid())}.")
    if p(0.4):
        entries.append(f"{t[4]} Insulin pump (SN {m('DEVICE', device_id())}) suspended per endocrine.")
    if p(0.35):
        entries.append(f"{t[5]} Belongings list: wallet, phone, ring; given to {pname(c.rel()[1], ch(['full', 'first']), 'FAMILY')}.")
    entries.append(f"{t[5]} Report given to {doc(rn2, ch(['fullcred', 'fIcred', 'fullsp']), 'rn')}; pt {ch(['to CT', 'to ' + m('HOSPITAL', ch(WARD_NAMES)), 'discharged', 'remains in ED'])}.")
    out += entries
    out.append(f"{t[5]} Addendum: {negs(2)}")
    if p(0.35):
        out.append(f"Sitter {pname(Person(), 'full', 'DOCTOR')} at bedside from {clock()}.")
    if p(0.3):
        out.append(f"Spoke with {m('HOSPITAL', pharmacy_name())} ({m('PHONE', phone())}) re: home meds.")
    out.append(ch([f"Documented by: {doc(rn, 'fullcred', 'rn')} ({user(rn)})", f"{doc(rn, ch(['fullcred', 'fIcred']), 'rn')}  {c.date('mdy')} {clock()}",
                   f"Entered by user {user(rn)} - {m('DOCTOR', rn.first + ' ' + rn.last)}"]))
    return "\n".join(out)


# ------------------------------------------------------------------ toxicology / poison centre consult
TOX = [("acetaminophen", "40 x 500 mg tablets", "NAC per Rumack-Matthew nomogram"), ("amitriptyline", "unknown number of 25 mg tabs", "bicarbonate for QRS > 100 ms"),
       ("ethylene glycol", "a mouthful of antifreeze", "fomepizole, nephrology for dialysis"), ("lithium", "chronic toxicity, level rising", "IV fluids, consider HD"),
       ("metoprolol", "20 x 50 mg", "glucagon, high-dose insulin euglycemia"), ("amlodipine", "14 x 10 mg", "calcium, HIET"),
       ("sertraline", "30 x 100 mg", "observe for serotonin syndrome, cyproheptadine if needed"), ("salicylate", "bottle of 325 mg aspirin", "bicarbonate drip, HD criteria reviewed"),
       ("carbon monoxide", "generator in garage", "100% O2, consider HBO"), ("fentanyl", "insufflated powder", "naloxone infusion"),
       ("button battery", "ingested by toddler", "urgent endoscopy"), ("mushrooms", "foraged mushrooms", "observe, LFTs at 24 h"),
       ("diphenhydramine", "about 30 x 25 mg", "benzodiazepines for agitation, physostigmine considered"), ("digoxin", "chronic use, vomiting", "digoxin immune Fab")]


def tox(c):
    sub, amt, plan = ch(TOX)
    spi, tox_md, caller = c.s("spi"), c.s("tox"), c.s("rn", 2)
    porg = m("ORGANIZATION", ch(POISON_ORG).format(r=ch([c.state_name, ch(CITY_ROOTS), "Northern " + ch(CITY_ROOTS)])))
    out = [f"{porg}", ch(["TOXICOLOGY CONSULT", "Poison Centre Case Record", "Medical Toxicology Consultation Note", "POISON CONTROL CALL RECORD"]),
           f"Case #: {m('IDNUM', idnum('poison'))}   Date: {c.date(ch(['mdy', 'iso', 'abbr', 'wdlong']))}   Time of call: {clock()}"]
    out.append(f"Caller: {doc(caller, ch(['fullcred', 'fIcred']), 'rn')}, {c.H()}, callback {m('PHONE', phone())}" + (f", fax {m('FAX', phone())}" if p(0.5) else ""))
    pt = c.P(ch(["init", "full", "fi", "LF"]))
    out.append(f"Patient: {pt}, {c.A(ch(['yo', 'sexL', 'y/o', 'years old', 'age']))}, wt {ri(9, 130)} kg" + (f", MRN {m('MRN', c.mrn)}" if p(0.6) else ""))
    intent = ch(["intentional self-harm", "unintentional", "therapeutic error", "recreational", "unknown intent"])
    when = ch([f"at approx {clock()} on {c.date(ch(['wd', 'short', 'md']))}", f"{c.date('wdab')} around {clock()}", f"{ri(2, 20)} h prior to call"])
    out.append(f"EXPOSURE: {sub}, {amt}, {intent}, {when}. " + ch([f"Found by {c.relm()[0]} {c.relm()[1]}.", f"Ingested at {lm_marked()}.", "Alone at home.", f"At work ({m('ORGANIZATION', c.employer)})."]))
    out.append(f"Clinical: {vitals_short()}. {ch(['QRS 118 ms, QTc 512 ms', 'sinus tach 124', 'QTc 448', 'bradycardic 44'])}. {exam(ri(1, 2))}")
    out.append(f"Labs: {lab(('acetaminophen level', 'mcg/mL', 4, 310, 0))}, {lab(('salicylate level', 'mg/dL', 3, 61, 0))}, {labs(ri(3, 5))}.")
    out.append(f"RECOMMENDATIONS: {plan}. {score()}. Repeat levels at {clock()}. {neg_sentence()}")
    if p(0.5):
        out.append(f"Discussed with on-call toxicologist {doc(tox_md, ch(['drlast', 'drfull']), 'tox')}" + (f" (pager {m('PHONE', pager())})" if p(0.5) else "") + ".")
    if p(0.35):
        out.append(f"Prior exposure on file: case {m('IDNUM', idnum('poison'))} from {c.date(ch(['my', 'mdy', 'y']), -ri(100, 2000))}.")
    if p(0.35):
        out.append(f"Resources: {m('URL', url())}")
    if p(0.3):
        out.append(f"Pt {ch(['is a', 'works as a'])} {m('PROFESSION', c.prof)}; {ch(['access to meds at work', 'no occupational exposure', 'occupational exposure possible'])}.")
    fu = [f"F/U {c.date(ch(['wdab', 'wd', 'md', 'Mbd']), ri(0, 1))} {clock()}: {ch(['improving', 'levels down-trending', 'admitted to ICU', 'medically cleared'])}, spoke with {doc(c.s('rn', 3), 'fullcred', 'rn')}."
          for _ in range(ri(1, 3))]
    out += fu
    out.append(f"Specialist in Poison Information: {doc(spi, 'fullcred', 'spi')}" + (f" ({user(spi)})" if p(0.4) else ""))
    return "\n".join(out)


GENRES_A = {"ed_physician_note": ed_physician, "triage_note": triage, "trauma_activation": trauma,
            "ems_run_report": ems, "ed_nursing_note": ed_nursing, "toxicology_consult": tox}
