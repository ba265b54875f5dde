"""Fourteen UK/Ireland clinical document genres. Each function returns one marked note."""
from ctx import *  # noqa: F401,F403


def j(lines):
    return "\n".join(lines)


SCHOOLS = ["St Brigid's National School", "Northgate Academy", "Brackenhurst Primary School", "Scoil Mhuire Gan Smál",
           "Kingsmere Junior School", "Templeross Community College"]


def unit(v):
    if v.startswith("the "):
        return "the " + S("HOSPITAL", v[4:])
    return S("HOSPITAL", v)


def complaint():
    return ch(COMPLAINTS)


def sexword(c):
    return "man" if c.sx == "M" else "woman"


# ------------------------------------------------------------------ 1 GP consultation
def g_gp_consultation(c):
    L = []
    d = c.date
    hdr = ch(["emis", "plain", "pipe", "csv"])
    if hdr == "emis":
        L.append(f"{S('HOSPITAL', c.practice)} - Consultation record")
        L.append(f"{pt(c, 'caps')}  DOB {c.dob('dmy')} ({c.age_s('y')})  {c.ids_line()}")
        L.append(f"Addr: {c.addr.render('line_nocounty')}   Mob: {P(c.juris, True)}")
    elif hdr == "plain":
        L.append(f"Patient: {pt(c, ch(['full', 'title_full', 'mid']))}")
        L.append(f"DOB: {c.dob()}   Age: {S('AGE', c.age)}")
        L.append(f"Address: {c.addr.render('line')}")
        L.append(f"Tel: {P(c.juris, False)}   Mobile: {P(c.juris, True)}")
        L.append(c.ids_line())
    elif hdr == "pipe":
        L.append("| Name | DOB | Age | ID | Practice |")
        L.append("|---|---|---|---|---|")
        L.append(f"| {pt(c, 'last_first')} | {c.dob('dmy')} | {S('AGE', c.age)} | {S('MRN', c.nhs if c.juris == 'UK' else c.mrn)} | {S('HOSPITAL', c.practice)} |")
        L.append(f"Address: {c.addr.render('short')} {S('ZIP', c.addr.zip)}")
    else:
        L.append("surname,forename,dob,id,postcode")
        L.append(f"{S('PATIENT', c.pat.last)},{S('PATIENT', c.pat.first)},{c.dob('dmy')},{S('MRN', c.nhs if c.juris == 'UK' else c.mrn)},{S('ZIP', c.addr.zip)}")
    L.append("")
    L.append(f"Date: {D(d, ch(['wk', 'dmy', 'wkshort', 'long']))} {clock()}   Clinician: {doc(c.gp, ch(['dr_last', 'dr_full', 'full_cred']), 'MRCGP' if c.juris == 'UK' else 'MICGP')}   Type: {ch(['Telephone', 'Face to face', 'Video', 'Home visit'])}")
    if p(0.5):
        L.append(f"History: {c.age_s(ch(['sexsp', 'sexslash', 'yo', 'yo2', 'sexcat']))} c/o {complaint()} x {dur()}. {ordinary()} {ch(['Nil red flags.', 'No weight loss.', 'Denies fevers.'])}")
    else:
        L.append(f"History: {pt(c, 'title_last')} is a {c.age_s(ch(['yr', 'yrold']))} {sexword(c)} who presents with {complaint()} for {dur()}. {ordinary()} {c.fam(ch(['rel_first', 'rel_full']))}{ch([' is worried', ' came along', ' is concerned'])}.")
    L.append(f"PMH: {icd()}; {eponym()}.")
    L.append(f"SH: {c.social()}")
    L.append(f"O/E: {vitals()}. {eponym()}.")
    L.append(f"Results: bloods {D(shift(d, -rint(3, 40)), ch(['dm', 'dmon', 'dmy']))} - {labs_inline()}.")
    L.append(f"Imp: {icd()}.")
    L.append("Plan:")
    L.append(meds_list(rint(2, 4), ch(["dash", "num", "bullet"])))
    L.append(ordinary())
    if p(0.6):
        d2 = shift(d, rint(7, 28))
        L.append(f"Fit note issued {D(d, 'dmy')} - {D(d2, 'dmy')} ({ch(['may be fit with adjustments', 'not fit for work'])}).")
    if p(0.5):
        L.append(f"Referred to {ch(DEPTS)} at {c.hospital()}" + (f", UBRN {S('IDNUM', idnum('ubrn'))}." if c.juris == "UK" else "."))
    L.append(public_numbers(c.juris))
    L.append(f"Next review: {D(shift(d, rint(7, 60)), ch(['wkshort', 'dmy', 'wk', 'dmon']))} with {nurse(c.n1, ch(['sn_first', 'role_full', 'full_cred']))}.")
    L.append(c.audit(c.gp))
    return j(L)


# ------------------------------------------------------------------ 2 GP referral letter
def g_gp_referral(c):
    d = c.date
    L = [c.letterhead_practice(), "", f"Date: {D(d, ch(['long', 'dmy', 'longth']))}", ""]
    L.append(f"{doc(c.cons, 'dr_full')}\n{ch(STAFF_ROLES)}\n{S('HOSPITAL', c.hosp)}\n{S('STREET', c.hosp_addr.street)}\n{S('CITY', c.hosp_addr.town)} {S('ZIP', c.hosp_addr.zip)}")
    L.append("")
    L.append(f"Dear {doc(c.cons, 'dr_last')},")
    L.append("")
    L.append(f"Re: {pt(c, ch(['title_full', 'caps', 'mid']))}, DOB {c.dob()}, {c.addr.render('line')}")
    L.append(c.ids_line())
    if c.juris == "UK" and p(0.7):
        L.append(f"e-RS UBRN: {S('IDNUM', idnum('ubrn'))}")
    L.append("")
    L.append(f"Thank you for seeing this {c.age_s(ch(['yr', 'yrold', 'wordyr']))} {ch(['retired ' + S('PROFESSION', ch(['teacher', 'postman', 'farmer', 'nurse', 'engineer', 'civil servant'])), S('PROFESSION', c.prof)])} whom I saw on {D(shift(d, -rint(1, 10)), ch(['wk', 'wklong', 'dmy']))} with {complaint()} of {dur()} duration. {ordinary()}")
    L.append(f"{c.he().capitalize()} has a background of {icd()} and {eponym()}. Recent bloods ({D(shift(d, -rint(2, 20)), 'dmy')}): {labs_inline()}. Obs today: {vitals()}.")
    L.append(c.social(rint(2, 3)))
    if p(0.5):
        L.append(f"{c.his().capitalize()} {c.rel} {S('FAMILY', c.relp.first)} is {ch(['main carer', 'very supportive', 'keen to attend the appointment'])} and can be reached on {P(c.juris, True)}.")
    L.append("")
    L.append("Current medication:")
    L.append(meds_list(rint(3, 6)))
    L.append(f"Allergies: {ch(['NKDA', 'penicillin (rash)', 'none known', 'codeine - vomiting'])}")
    L.append("")
    L.append(f"I would be grateful for your assessment. {ordinary()}")
    L.append("")
    L.append(f"Yours sincerely,\n\n{doc(c.gp, ch(['dr_full', 'full_cred', 'dr_init']), 'MRCGP' if c.juris == 'UK' else 'MICGP')}\nGeneral Practitioner\n{c.gmc()}")
    if p(0.5):
        L.append(f"Dictated but not read. Typed by {S('DOCTOR', c.n2.first)}.")
    if p(0.6):
        L.append(f"cc: {pt(c, 'title_last')}")
    return j(L)


# ------------------------------------------------------------------ 3 Outpatient clinic letter
def g_clinic_letter(c):
    d = c.date
    dept = ch(["Cardiology", "Respiratory Medicine", "Rheumatology", "Gastroenterology", "Diabetes and Endocrinology",
               "Neurology", "Medicine for the Elderly", "Orthopaedics"])
    L = [c.letterhead_hosp(dept), ""]
    L.append(f"Clinic date: {D(d, ch(['dmy', 'long', 'wk']))}    Dictated: {D(shift(d, rint(0, 3)), 'dmy')}    Typed: {D(shift(d, rint(3, 12)), 'dmy')}")
    L.append(f"Our ref: {S('MRN', c.mrn)}")
    L.append("")
    L.append(f"{doc(c.gp, 'dr_full')}\n{S('HOSPITAL', c.practice)}\n{S('STREET', c.prac_addr.street)}\n{S('CITY', c.prac_addr.town)}\n{S('ZIP', c.prac_addr.zip)}")
    L.append("")
    L.append(f"Dear {doc(c.gp, ch(['dr_last', 'dr_full']))},")
    L.append("")
    L.append(f"RE: {pt(c, ch(['caps', 'caps_plain', 'title_full']))}   DOB: {c.dob()}   {c.ids_line()}")
    L.append(f"{c.addr.render('line')}")
    L.append("")
    L.append("Diagnoses:")
    for k in range(rint(2, 4)):
        L.append(f"{k + 1}. {icd()}")
    L.append("")
    if dept == "Cardiology" or p(0.25):
        dev = ch(["dual-chamber pacemaker", "ICD", "loop recorder", "CRT-D", "insulin pump", "CGM sensor"])
        model = ch(["Corvita XT DR", "Arkwell Sentinel II", "Novari LinQ-S", "Helix CR 300", "GlucoSense 4"])
        L.append(f"Device: {dev} ({model}), serial {S('DEVICE', device_id())}, implanted {D(shift(d, -rint(200, 3000)), ch(['monyr', 'dmy', 'yr']))} at {S('HOSPITAL', ch(HOSPITALS))}.")
    L.append(f"I reviewed {pt(c, ch(['title_last', 'first']))} in clinic today{ch(['', ' with ' + c.his() + ' ' + c.rel + ' ' + S('FAMILY', c.relp.first)])}. {c.he().capitalize()} reports {complaint()} since {D(shift(d, -rint(20, 200)), ch(['monyr', 'month']))}. {ordinary()} {eponym()}.")
    L.append(f"On examination {vitals()}. {score()}.")
    L.append("")
    L.append(f"Investigations ({D(shift(d, -rint(1, 30)), 'dmy')}):")
    L.append(labs_table())
    L.append("")
    L.append(f"Plan: {drug()}; {drug()}. {ordinary()} Follow-up in {ch(['3 months', '6 months', '12 weeks'])} with {doc(c.reg, 'dr_last')} or {nurse(c.n1, 'role_full')} on {P(c.juris, False, ext=True)}.")
    if p(0.4):
        L.append(f"Patient information: {URL()}")
    L.append("")
    L.append(c.sign_doc(c.cons))
    L.append(f"{ch(['DD/', 'Dict/typed: ', 'Typed by '])}{S('DOCTOR', ''.join([c.n3.first[0], c.n3.last[0]]).lower() if p(0.5) else c.n3.first)}")
    L.append(c.cc_block())
    return j(L)


# ------------------------------------------------------------------ 4 Discharge summary
def g_discharge(c):
    adm = c.date
    dis = shift(adm, rint(1, 21))
    L = [ch(["DISCHARGE SUMMARY", "Discharge Summary", "Immediate Discharge Letter (IDL)", "HOSPITAL DISCHARGE NOTIFICATION"]), ""]
    fw = p(0.5)
    rows = [("Name", pt(c, ch(["caps", "caps_plain", "full", "title_full"]))), ("DOB", f"{c.dob()} ({c.age_s(ch(['y', 'yo', 'sexslash', 'sexcat']))})"),
            ("Hospital", c.hospital(False)), ("Ward", f"{c.ward_s()}, bed {S('LOCATION_OTHER', str(rint(1, 30)))}"),
            ("Address", c.addr.render("line")), ("IDs", c.ids_line(", ")),
            ("Admitted", f"{D(adm, ch(['dmy', 'dash', 'long']))} {clock()}"), ("Discharged", D(dis, ch(["dmy", "dash", "long"]))),
            ("Consultant", doc(c.cons, ch(["dr_full", "dr_init", "prof"]))), ("GP", f"{doc(c.gp, 'dr_last')}, {S('HOSPITAL', c.practice)}")]
    if p(0.4):
        rows.append(("Encounter", S("ACCOUNT", account())))
    for k, v in rows:
        L.append(f"{k + ':':<12}{v}" if fw else f"{k}: {v}")
    L.append("")
    L.append("Diagnosis: " + icd())
    L.append("Secondary: " + "; ".join([icd(), eponym()]))
    L.append("")
    L.append("Presenting complaint:")
    L.append(f"{c.age_s(ch(['yo', 'yr', 'sexsp', 'yo2']))} {ch(['BIBA', 'self-presented', 'GP referral'])} with {complaint()} for {dur()}. Obs on arrival {vitals()}.")
    L.append("")
    L.append("Hospital course:")
    L.append(f"Admitted under {doc(c.cons, 'dr_last')} to {c.ward_s()}. Treated for {icd()}. On {D(shift(adm, 1), ch(['wkshort', 'dm', 'dmon']))} {ordinary().lower() if p(0.3) else ordinary()} "
             f"{ch(['CT head', 'CTPA', 'echo', 'OGD', 'MRI spine', 'CXR'])} {D(shift(adm, rint(1, 3)), ch(['dm', 'dmy']))}: {ch(['no acute abnormality', 'as per report', 'consolidation R base'])}. "
             f"Moved to side room {S('LOCATION_OTHER', str(rint(1, 12)))} for infection control from {D(shift(adm, 2), 'dm')}-{D(shift(adm, 4), 'dm')}.")
    L.append(f"Collateral from {c.fam(ch(['rel_full', 'rel_first', 'rel_title']))} ({P(c.juris, True)}). {c.social(2)}")
    if p(0.5):
        L.append(f"Specimen {S('IDNUM', idnum('accession'))}: {ch(['E. coli, sensitive to nitrofurantoin', 'no growth', 'MRSA not isolated', 'Klebsiella pneumoniae'])}.")
    L.append("")
    L.append("Results at discharge:")
    L.append(labs_table(ch(["fixed", "pipe", "tab", "csv"])))
    L.append("")
    L.append("Discharge medication:")
    L.append(meds_list(rint(3, 7), ch(["pipe", "num", "dash"])))
    L.append("")
    L.append(f"Follow-up: {ch(DEPTS)} clinic {D(shift(dis, rint(14, 90)), ch(['monyr', 'dmy', 'wk']))}. GP to {ch(['recheck U&E in 1/52', 'review BP', 'titrate bisoprolol', 'repeat LFTs in ' + dur()])}. {ordinary()}")
    if p(0.3):
        L.append(f"Discharged to {S('HOSPITAL', ch(CARE_HOMES))}, {S('STREET', street_line())}, {S('CITY', c.addr.town)}.")
    L.append(public_numbers(c.juris))
    L.append("")
    L.append(f"Completed by {doc(c.fy, ch(['dr_full', 'dr_init']))} ({ch(['FY1', 'FY2', 'SHO', 'Intern', 'CT1'])}), bleep {S('PHONE', digits(4))}, {D(dis, 'dmy')} {clock()}")
    if p(0.5):
        L.append(c.audit(c.fy))
    return j(L)


# ------------------------------------------------------------------ 5 Ward progress notes / handover
def g_ward_note(c):
    d = c.date
    L = []
    L.append(f"{c.ward_s()} - {c.hospital()}")
    L.append(f"{pt(c, ch(['caps', 'caps_plain', 'last_first']))}  {c.age_s(ch(['sexslash', 'sexcat', 'y']))}  {S('MRN', c.mrn)}  Bay {S('LOCATION_OTHER', str(rint(1, 6)))} Bed {S('LOCATION_OTHER', str(rint(1, 6)))}")
    L.append("")
    L.append(f"{D(d, ch(['dmy', 'wkshort', 'dmy2']))} {clock()} WR {doc(c.cons, 'dr_last')} / {doc(c.reg, 'dr_last')} / {S('DOCTOR', c.fy.first)} ({ch(['FY1', 'F1', 'SHO'])})")
    L.append(f"S: {ch(['feels better', 'c/o ' + complaint(), 'slept poorly', 'no new complaints'])}. {ordinary()}")
    L.append(f"O: {vitals()}. {eponym()}. {score()}.")
    L.append(f"Bloods: {labs_inline()}.")
    L.append(f"A: {icd()}, day {rint(2, 9)} of admission.")
    L.append("P:")
    for k in range(rint(3, 5)):
        L.append(f" - {ch([drug(), 'repeat bloods am', 'd/w micro', 'OT/PT assessment', 'update ' + c.rel + ' ' + S('FAMILY', c.relp.first), 'TTO for pharmacy', 'chase ' + ch(['CT', 'echo', 'MRI']) + ' report', ordinary()])}")
    L.append(f"{S('DOCTOR', c.fy.first + ' ' + c.fy.last)} {ch(['FY1', 'F1', 'SHO'])} bleep {S('PHONE', digits(4))}")
    L.append("")
    t = shift(d, ch([0, 1]))
    L.append(f"{D(t, ch(['dmy', 'wkshort', 'dm']))} {clock()} Nursing: {ch(['Settled night.', 'Agitated overnight, 4AT ' + str(rint(0, 8)) + '.', 'Mobilised with frame.'])} {c.fam(ch(['rel_first', 'rel_title']))} phoned {clock()}, updated. {ordinary()} {nurse(c.n1, ch(['full_cred', 'staff', 'sn_first', 'sister']))}")
    L.append("")
    L.append(f"Handover {D(t, ch(['dmy', 'wkshort']))} ({ch(['day', 'night'])}):")
    fmt = ch(["pipe", "tab", "fixed", "csv"])
    others = [(Person(), rint(19, 97)) for _ in range(rint(2, 4))]
    if fmt == "pipe":
        L.append("| Bed | Patient | Age | Issue |")
        L.append("|---|---|---|---|")
        for pp, a in others:
            L.append(f"| {S('LOCATION_OTHER', str(rint(1, 30)))} | {name(pp, 'PATIENT', ch(['caps', 'init_last', 'last_first', 'first_init', 'init_nodot']))} | {S('AGE', a)} | {ch([icd(), score(), drug(), eponym()])} |")
    elif fmt == "tab":
        L.append("bed\tname\tage\tissue")
        for pp, a in others:
            L.append(f"{S('LOCATION_OTHER', str(rint(1, 30)))}\t{name(pp, 'PATIENT', ch(['caps', 'init_last']))}\t{S('AGE', a)}{pp.sex}\t{ch([icd(), score(), drug()])}")
    elif fmt == "csv":
        L.append("bed,name,age,plan")
        for pp, a in others:
            L.append(f"{S('LOCATION_OTHER', str(rint(1, 30)))},{name(pp, 'PATIENT', 'last')},{S('AGE', a)},{ch(['NBM', 'TTO', 'falls risk', 'IV abx', 'DNACPR'])}")
    else:
        for pp, a in others:
            b = str(rint(1, 30))
            L.append(f"{S('LOCATION_OTHER', b)}{' ' * (4 - len(b))}{name(pp, 'PATIENT', 'caps')}  {S('AGE', a)}  {ch([icd(), score()])}")
    L.append(f"Charge nurse: {nurse(c.n2, ch(['full_cred', 'staff', 'sister']))}, ext. {S('PHONE', digits(4))}")
    if p(0.4):
        L.append(c.audit(c.n2))
    return j(L)


# ------------------------------------------------------------------ 6 A&E card
def g_ae_card(c):
    d = c.date
    L = [f"{c.hospital(False)} - {ch(['Emergency Department', 'A&E', 'Emergency Dept'])}",
         f"Attendance no: {S('ACCOUNT', account())}   Arrival: {D(d, ch(['dmy', 'dmy2', 'dash']))} {clock()}   Mode: {ch(['ambulance', 'walk-in', 'private car', 'Garda' if c.juris == 'IE' else 'police'])}"]
    L.append(f"Name: {pt(c, ch(['caps', 'caps_plain', 'full']))}   DOB: {c.dob('dmy')}   Age: {c.age_s(ch(['y', 'sexslash', 'sexcat']))}")
    L.append(f"Address: {c.addr.render('line_nocounty')}   Tel: {P(c.juris, True)}")
    L.append(c.ids_line())
    L.append(f"GP: {doc(c.gp, 'dr_last')}, {S('HOSPITAL', c.practice)}   NOK: {c.fam('full_rel')} {P(c.juris, True)}")
    L.append(f"Triage: cat {rint(1, 5)} {clock()} {nurse(c.n1, ch(['sn_first', 'first', 'full_cred']))}   Location: {ch(['Majors', 'Minors', 'Resus', 'cubicle', 'Majors cubicle'])} {S('LOCATION_OTHER', str(rint(1, 24)))}")
    L.append("")
    mech = ch(["rtc", "fall", "medical", "assault", "self-harm"])
    if mech == "rtc":
        L.append(f"PC: RTC approx {clock()} on {ch(['the bypass', 'a country road', 'a roundabout'])} near {S('LOCATION_OTHER', ch(LANDMARKS))}. Driver of car reg {S('VEHICLE', vehicle(c.juris))}, restrained, airbags deployed; other vehicle {S('VEHICLE', vehicle(c.juris))}. {ch(['Self-extricated.', 'Ambulatory at scene.'])}")
        L.append(f"Police/Garda incident {S('IDNUM', idnum('police'))}.")
    elif mech == "fall":
        L.append(f"PC: fall at home {D(d, 'weekday')} evening, FOOSH. Found by {c.fam('rel_first')}. {eponym()}. Lives at {c.addr.render('short')}.")
    elif mech == "assault":
        L.append(f"PC: assaulted outside {S('LOCATION_OTHER', ch(LANDMARKS))} at {clock()}. Police aware, ref {S('IDNUM', idnum('police'))}. {ordinary()}")
        if p(0.6):
            L.append(f"Brought from custody suite; detainee biometric ID {S('BIOID', bioid())}, escorted by {ch(['PC', 'DC']) if c.juris == 'UK' else 'Garda'} {S('FAMILY', Person().last)}.")
    elif mech == "self-harm":
        L.append(f"PC: intentional overdose ~{clock()}: {rint(8, 40)} x paracetamol 500 mg. Brought by {c.fam('rel_full')}. Paracetamol level {rint(20, 260)} mg/L at 4 h. {score()}.")
    else:
        L.append(f"PC: Pt {pt(c, 'initials')} c/o {complaint()} for {dur()}. {ordinary()}")
    L.append(f"PMH: {icd()}. DH: {drug()}; {drug()}. SH: {c.social(2)}")
    L.append(f"O/E: {vitals()}. {eponym()}. {score()}.")
    L.append(f"Ix: {labs_inline()}. {ch(['ECG: SR 78', 'ECG: AF 112', 'XR: no fracture', 'CT c-spine: NAD'])}.")
    L.append(f"Imp: {icd()}")
    L.append(f"Plan: {drug()}. {ordinary()} {public_numbers(c.juris)}")
    L.append(f"Seen by {doc(c.reg, ch(['dr_last', 'dr_init', 'dr_full']))} ({ch(['ST4', 'ST6', 'CT2', 'Reg', 'SHO', 'ANP'])}) {clock()}; d/w {doc(c.cons, 'dr_last')}.")
    L.append(f"Disposition: {ch(['home', 'admit AMU', 'admit to ' + c.ward_s(), 'GP f/u', 'fracture clinic'])} {D(d, 'dm')} {clock()}.")
    if p(0.5):
        L.append(f"Discharge letter faxed to practice on {FAX(c.juris)}.")
    return j(L)


# ------------------------------------------------------------------ 7 Community nursing
def g_community_nursing(c):
    d = c.date
    team = ch(["District Nursing Team", "Community Nursing", "Public Health Nursing", "Community Palliative Care Team"])
    L = [f"{team} - {ch(['Visit record', 'Contact note', 'Home visit'])}",
         f"Client: {pt(c, ch(['full', 'caps', 'title_full', 'mid']))}  DOB {c.dob('dmy')}  {c.ids_line()}",
         f"Visit address: {c.addr.render(ch(['line', 'line_nocounty']))}",
         f"Key contact: {c.fam('full_rel')} - {P(c.juris, True)}"]
    if p(0.3):
        L.append(f"Care home: {S('HOSPITAL', ch(CARE_HOMES))}, room {S('LOCATION_OTHER', str(rint(1, 40)) + ch(['', 'A', 'B']))}")
    L.append(f"GP: {doc(c.gp)} ({S('HOSPITAL', c.practice)})")
    L.append("")
    L.append(f"{D(d, ch(['wk', 'dmy', 'wkshort', 'dmon']))} {clock()}")
    L.append(f"Visited {pt(c, ch(['first', 'title_last', 'first_init', 'initials', 'init_nodot']))} at home for {ch(['wound care', 'catheter change', 'insulin administration', 'syringe driver check', 'B12 injection', 'leg ulcer dressing'])}. {ordinary()}")
    L.append(f"Wound: {ch(['sacral', 'L heel', 'R lower leg', 'L shin'])} {f1(0.5, 9.0)} x {f1(0.5, 6.0)} cm, {ch(['sloughy', 'granulating', 'epithelialising'])}. {score()}; {score()}.")
    if p(0.5):
        L.append(f"Syringe driver ({ch(['T34', 'BodyGuard T', 'NIKI T34'])}) serial {S('DEVICE', device_id())}: {drug()}; {drug()}. Site {ch(['L upper arm', 'abdomen', 'R chest wall'])}, rate checked {clock()}.")
    else:
        L.append(f"Obs: {vitals()}. CBG {f1(3.8, 21.0)} mmol/L. {drug()}.")
    L.append(f"{c.fam(ch(['rel_first', 'rel_title']))} present{ch([' and coping', ', tearful', ', asked about respite'])}. {ordinary()}")
    L.append(f"Plan: revisit {D(shift(d, rint(1, 7)), ch(['weekday', 'wkshort', 'dmon']))}. Liaise with {doc(c.gp, 'dr_last')} re {ch(['analgesia', 'abx', 'bloods', 'referral to tissue viability'])}. {ch(['OT referral made', 'Pressure mattress ordered', 'Continence products ordered'])}.")
    L.append(f"{nurse(c.n1, ch(['full_cred', 'full_cred2', 'role_full']))}  {c.nmc()}  Mob {P(c.juris, True)}")
    if p(0.35):
        L.append(f"HCA: {S('DOCTOR', c.n2.first)}")
    if p(0.5):
        L.append(c.audit(c.n1))
    return j(L)


# ------------------------------------------------------------------ 8 Mental health review
def g_mental_health(c):
    d = c.date
    L = [f"{ch(['Community Mental Health Team', 'CMHT', 'Early Intervention in Psychosis Service', 'Home Treatment Team'])} - {ch(['Outpatient review', 'Care coordination review', 'Risk assessment'])}",
         f"Service user: {pt(c, ch(['full', 'caps', 'title_full']))}   DOB: {c.dob()}   {c.ids_line()}",
         f"Date: {D(d, ch(['dmy', 'long', 'wk']))}   Venue: {unit(ch(MH_UNITS + [c.hosp]))}" + (f", room {S('LOCATION_OTHER', str(rint(1, 20)))}" if p(0.5) else ""),
         f"Present: {doc(c.cons, 'dr_last')} ({ch(['Consultant Psychiatrist', 'SpR', 'Registrar'])}), {nurse(c.n1, 'role_full')}, {c.fam(ch(['rel_first', 'rel_full']))}", ""]
    L.append(f"Background: {c.age_s(ch(['yr', 'yo', 'sexsp', 'yo2', 'agedw']))} {ch(['with', 'known to services with'])} {icd()}; first contact {D(shift(d, -rint(400, 5000)), ch(['yr', 'monyr']))}. Previous admission to {unit(ch(MH_UNITS))} under {ch(['s.2', 's.3', 'section 3', 'voluntary status'])} of the {act(c.juris, 'mh')}.")
    L.append(f"Social: {c.social(rint(2, 4))}")
    L.append(f"MSE: {ch(['kempt', 'dishevelled', 'guarded'])}, {ch(['euthymic', 'low', 'elevated'])} mood, {ch(['no FTD', 'some tangentiality'])}. {ordinary()}")
    L.append(f"Scores: {score()}, {score()}, {score()}.")
    L.append(f"Meds: {drug()}; {drug()}. " + ch([f"Clozapine level {f1(0.2, 0.9)} mg/L; ANC {f1(1.5, 6.0)}.", f"Li level {f1(0.4, 1.1)} mmol/L {ch(['(12h post dose)', ''])}".strip() + ".", f"Bloods: {labs_inline(3)}."]))
    L.append(f"Risk: {ch(['low', 'moderate', 'high'])} to self; {ch(['low', 'no known'])} risk to others. Last self-harm {D(shift(d, -rint(30, 900)), ch(['monyr', 'month', 'dmy']))}. {public_numbers(c.juris)}")
    L.append(f"Crisis plan: contact {nurse(c.n1, ch(['first', 'role_full']))} on {P(c.juris, False, ext=p(0.5))} (9-5) or the crisis line.")
    L.append(f"Plan: {ordinary()} Next review {D(shift(d, rint(14, 90)), ch(['dmy', 'wkshort', 'dmon']))} {clock()}.")
    L.append("")
    L.append(f"{doc(c.cons, ch(['full_cred', 'dr_full']), ch(['MRCPsych', 'FRCPsych', 'MRCPsych']))}")
    L.append(c.gmc())
    if p(0.4):
        L.append(f"cc: {doc(c.gp, 'dr_full')}, {S('HOSPITAL', c.practice)}; {pt(c, 'title_last')}")
    if p(0.4):
        L.append(c.audit(c.cons))
    return j(L)


# ------------------------------------------------------------------ 9 Safeguarding referral
def g_safeguarding(c):
    d = c.date
    child = p(0.5)
    if child:
        c.age = rint(1, 16)
        c.dob_d = shift(d, -int(c.age * 365.25) - rint(1, 360))
        c.age = age_on(c.dob_d, d)
        c.rel = "mother" if c.relp.sex == "F" else "father"
    elif c.age < 18:
        c.age = rint(18, 95)
        c.dob_d = shift(d, -int(c.age * 365.25) - rint(1, 360))
        c.age = age_on(c.dob_d, d)
        c.rel = c.pick_rel(c.relp)
    L = [ch(["SAFEGUARDING REFERRAL", "Safeguarding Concern Form", "Child Protection and Welfare Report Form" if c.juris == "IE" else "Multi-Agency Referral Form (MARF)", "Adult Safeguarding Referral"]),
         f"Ref: {S('IDNUM', idnum('safeguarding'))}   Date: {D(d, ch(['dmy', 'long']))} {clock()}", "",
         "Section 1 - Referrer",
         f"Name: {nurse(c.n1, ch(['full_cred', 'staff', 'full_cred2']))}   Role: {ch(['Safeguarding Lead Nurse', 'Health Visitor', 'School Nurse', 'ED Nurse', 'Public Health Nurse'])}",
         f"Organisation: {c.hospital(False) if p(0.5) else S('HOSPITAL', c.practice)}   Tel: {P(c.juris, False, ext=p(0.5))}   Email: {EMAIL(c.n1)}", "",
         "Section 2 - Person at risk",
         f"Name: {pt(c, ch(['full', 'caps', 'mid']))}   DOB: {c.dob('dmy')}   Age: {S('AGE', c.age)}   {c.ids_line()}",
         f"Address: {c.addr.render(ch(['line', 'line_nocounty']))}"]
    if child:
        L.append(f"School: {S('ORGANIZATION', ch(SCHOOLS))}, class {ch(['P4', 'Year 6', '3rd class', 'Year 9'])}")
        L.append(f"Parents/carers: {S('FAMILY', c.relp.first + ' ' + c.relp.last)} ({ch(['mother', 'father', 'stepfather', 'mother'])}), {S('FAMILY', c.rel2p.full)} ({ch(['partner of mother', 'maternal grandmother', 'father'])})")
        L.append(f"Mother's occupation: {S('PROFESSION', ch(PROFESSIONS))}; father's: {S('PROFESSION', ch(PROFESSIONS))}")
    else:
        L.append(f"Carer/alleged source of harm: {S('FAMILY', c.relp.full)} ({c.rel}), {P(c.juris, True)}")
    L.append(f"Language: {ch(['English', 'Polish - interpreter needed', 'Romanian - interpreter needed', 'Irish/English', 'Somali - interpreter needed'])}. Country of birth: {S('COUNTRY', ch(COUNTRIES))}.")
    L.append("")
    L.append("Section 3 - Concern")
    if child:
        L.append(f"{pt(c, 'first')} ({c.age_s(ch(['y', 'yo', 'yr']))}) attended on {D(d, ch(['weekday', 'wkshort', 'dmy']))} with {ch(['a spiral fracture of the L humerus', 'bruising to the pinna', 'burns to the palms', 'bite marks on the forearm'])}; explanation inconsistent. {eponym() if p(0.2) else ordinary()} Previous attendances {D(shift(d, -rint(30, 200)), 'dm')} and {D(shift(d, -rint(201, 400)), 'dmy')}.")
        L.append(f"Skeletal survey and {ch(['CT head', 'ophthalmology review', 'bloods'])} requested ({labs_inline(3)}).")
    else:
        L.append(f"{pt(c, ch(['title_last', 'first']))} ({c.age_s(ch(['y', 'yo', 'sexslash']))}) disclosed that {c.fam('rel_first')} {ch(['takes her pension', 'has locked him in the bedroom', 'shouts and pushes', 'withholds medication'])}. {ordinary()} {score()}.")
    L.append(f"Police informed: {ch(['yes', 'yes', 'no'])} - {ch(['PC', 'DC']) if c.juris == 'UK' else ch(['Garda', 'Sgt'])} {S('FAMILY', Person().last)}, incident {S('IDNUM', idnum('police'))}.")
    if p(0.45):
        L.append(f"Custody healthcare record for {c.fam('rel_full', second=True)}: fingerprint ref {S('BIOID', bioid())}, PNC checked {clock()}.")
    L.append(f"Legal framework: {act(c.juris, 'safe') if child else ch(['Care Act 2014', 'Mental Capacity Act 2005'] if c.juris == 'UK' else ['Assisted Decision-Making (Capacity) Act 2015', 'Health Act 2007'])}. {ch(['Tusla notified.', 'Local authority MASH notified.', 'Social Work Duty Team notified.', 'Adult safeguarding team informed.'])}")
    L.append(f"Consent: {ch(['obtained', 'not sought - risk of harm', 'declined'])}. {public_numbers(c.juris)}")
    L.append("")
    L.append(f"Signed: {nurse(c.n1, 'full_cred')}  {c.nmc()}  {D(d, 'dmy')}")
    L.append(f"Received by: {S('DOCTOR', c.n2.full)}, duty social worker, {D(shift(d, rint(0, 2)), 'dmy')} {clock()}")
    return j(L)


# ------------------------------------------------------------------ 10 Mental Health Act paperwork
def g_mha(c):
    d = c.date
    amhp, dr1, dr2 = c.n1, c.cons, c.reg
    if c.juris == "UK":
        form = ch(["Form A2", "Form A6", "Form A3", "Form H1", "Form A7"])
        sec = ch(["section 2", "section 3", "section 2", "section 5(2)"])
        L = [f"MENTAL HEALTH ACT 1983 - {form}", f"Application for admission under {sec}",
             f"Form ref: {S('IDNUM', idnum('form'))}", "",
             f"To the managers of {c.hospital(False)}",
             f"I, {S('DOCTOR', amhp.full)}, an approved mental health professional acting on behalf of {S('ORGANIZATION', ch(['Thornwick Borough Council', 'Eastwold County Council', 'Pennydale City Council', 'Cwmderw County Borough Council']))}, of {S('STREET', street_line())}, {S('CITY', ch(UK_TOWNS))}, apply for the admission of",
             f"{pt(c, ch(['full', 'caps_plain', 'mid']))} of {c.addr.render('line')}",
             f"for assessment in accordance with {sec} of the Act.", "",
             f"Nearest relative: {S('FAMILY', c.relp.full)} ({c.rel}) of {S('STREET', street_line())}, {S('CITY', ch(UK_TOWNS))} {S('ZIP', uk_postcode())}, informed by telephone ({P('UK', True)}) on {D(d, 'dmy')} at {clock()}.",
             f"I last saw the patient on {D(d, ch(['dmy', 'long', 'wk']))} at {clock()}.", "",
             f"Medical recommendations: {doc(dr1, 'dr_full')} ({S('HOSPITAL', c.practice) if p(0.5) else 'section 12 approved'}), {c.gmc()}; {doc(dr2, 'dr_full')}, {c.gmc()}.",
             f"Grounds: {icd()}; {ch(['refusing oral intake', 'command hallucinations', 'disinhibited and at risk of exploitation', 'attempted self-harm'])}. {ordinary()} {score()}.",
             f"Conveyed by ambulance {S('VEHICLE', vehicle('UK'))} at {clock()}; police assistance ({S('IDNUM', idnum('police'))}) {ch(['required', 'not required'])}.",
             f"Detained on {unit(ch(MH_UNITS))}, {ch(['bed', 'room'])} {S('LOCATION_OTHER', str(rint(1, 20)))}." + (f" Previously held at a place of safety under s.136; custody fingerprint ref {S('BIOID', bioid())}." if p(0.35) else ""), "",
             f"Signed {S('DOCTOR', amhp.full)}, AMHP   Date {D(d, 'dmy')}   Tel {P('UK', False, ext=p(0.5))}",
             f"Rights under section 132 read to patient {D(shift(d, rint(0, 2)), 'dmy')} {clock()} by {nurse(c.n2, ch(['staff', 'full_cred']))}.",
             f"Hospital managers' receipt: {S('DOCTOR', c.n3.full)}, MHA administrator, {EMAIL(c.n3)}"]
    else:
        form = ch(["Form 6", "Form 1", "Form 5", "Form 7", "Form 13"])
        L = [f"MENTAL HEALTH ACT 2001 - {form}", ch(["Admission Order", "Application by a spouse or relative", "Recommendation by a registered medical practitioner", "Renewal Order"]),
             f"Approved centre: {c.hospital(False)}" + (f", {unit(ch(MH_UNITS))}" if p(0.5) else ""),
             f"Ref: {S('IDNUM', idnum('form'))}", "",
             f"Patient: {pt(c, ch(['full', 'caps', 'mid']))}, DOB {c.dob('dmy')}, of {c.addr.render('line')}",
             f"Applicant: {S('FAMILY', c.relp.full)}, {c.rel} of the person, of {S('STREET', street_line())}, {S('CITY', ch(IE_TOWNS))}, {S('CITY', ch(IE_COUNTIES))}, tel {P('IE', True)}.",
             f"Recommendation: {doc(c.gp, 'dr_full')}, {S('HOSPITAL', c.practice)}, {c.gmc()}, examined the person on {D(shift(d, -1), ch(['dmy', 'long']))} at {clock()}.",
             f"Admission order made by {doc(dr1, 'dr_full')}, consultant psychiatrist, {c.gmc()}, on {D(d, 'dmy')} at {clock()}.",
             f"Grounds: {icd()}. {ch(['Serious likelihood of immediate harm to self', 'Failure to admit would lead to serious deterioration'])}. {ordinary()}",
             f"Assisted by {ch(['Gardaí', 'the assisted admissions team'])}; Garda station ref {S('IDNUM', idnum('police'))}; vehicle {S('VEHICLE', vehicle('IE'))}.",
             f"Mental Health Commission notified {D(shift(d, 1), 'dmy')}. Tribunal to be held within 21 days; legal representative from {S('ORGANIZATION', ch(SOLICITORS))}.",
             f"Ward: {c.ward_s()}, room {S('LOCATION_OTHER', str(rint(1, 20)) + ch(['', 'A', 'B']))}.", "",
             f"Signed: {doc(dr1, 'full_cred', 'MRCPsych')}  {D(d, 'dmy')} {clock()}",
             f"Witness: {nurse(c.n2, 'full_cred')}, {c.nmc()}"]
    if p(0.5):
        L.append(f"Scanned copy uploaded by {S('USERNAME', username(c.n3))} on {D(shift(d, 1), 'dmy')}.")
    return j(L)


# ------------------------------------------------------------------ 11 Subject access request
def g_sar(c):
    d = c.date
    officer = c.n3
    solicitor = p(0.4)
    L = [c.letterhead_hosp(ch(["Information Governance", "Health Records", "Data Protection Office"])) if p(0.6) else c.letterhead_practice(), "",
         f"Our ref: {S('IDNUM', idnum('sar'))}   Your ref: {S('IDNUM', idnum('claim')) if solicitor else 'n/a'}",
         f"Date: {D(d, ch(['long', 'longth', 'dmy']))}", ""]
    if solicitor:
        org = ch(SOLICITORS)
        L += [f"{S('ORGANIZATION', org)}", f"{S('STREET', street_line())}", f"{S('CITY', c.addr.town)} {S('ZIP', eircode() if c.juris == 'IE' else uk_postcode())}",
              f"FAO {S('FAMILY', Person().full)}, solicitor", "", "Dear Sirs,", "",
              f"Re: our patient {pt(c, ch(['title_full', 'full']))} (DOB {c.dob('dmy')}) - {c.ids_line(', ')}"]
    else:
        L += [pt(c, ch(["title_full", "full"])), c.addr.render("multi"), "", f"Dear {pt(c, 'title_last')},", ""]
    L.append(f"Subject access request received {D(shift(d, -rint(5, 28)), ch(['dmy', 'long']))}")
    L.append("")
    L.append(f"Thank you for your request under Article 15 of the {'UK GDPR' if c.juris == 'UK' else 'GDPR'} and the Data Protection Act 2018. "
             f"We verified identity using {ch(['a passport', 'a driving licence', 'a photo ID'])}" + (f" (licence no. {S('LICENSE', driving_licence(c.pat, c.juris))})" if p(0.6) else "") + f" and proof of address. {ch(['We hope this is helpful.', 'The statutory one month period applies.'])}")
    L.append(f"Records supplied cover {D(shift(d, -rint(400, 3000)), 'monyr')} to {D(shift(d, -rint(1, 60)), 'monyr')} from {c.hospital(False)} and {S('HOSPITAL', c.practice)}.")
    if p(0.5):
        L.append(f"Records can be downloaded from {URL('records/request')} using the code sent to {EMAIL(c.pat)}; the link expires {D(shift(d, 30), 'dmy')}.")
    L.append(f"Third-party information relating to {c.fam('rel_first')} has been redacted under Schedule 2 of the Data Protection Act 2018.")
    L.append("")
    L.append("Access audit (as requested):")
    fmt = ch(["csv", "tab", "pipe"])
    users = [ch([c.gp, c.cons, c.n1, c.n2, c.reg, Person()]) for _ in range(rint(3, 6))]
    if fmt == "csv":
        L.append("date,time,user,workstation_ip,action")
        for u in users:
            L.append(f"{D(shift(d, -rint(10, 300)), 'iso')},{clock()},{S('USERNAME', username(u))},{IP()},{ch(['view', 'print', 'edit', 'view summary'])}")
    elif fmt == "tab":
        L.append("Date\tUser\tIP\tAction")
        for u in users:
            L.append(f"{D(shift(d, -rint(10, 300)), 'dmy')}\t{S('USERNAME', username(u))}\t{IP()}\t{ch(['opened record', 'viewed results', 'printed letter'])}")
    else:
        L.append("| Date | Time | User | Name | IP |")
        L.append("|---|---|---|---|---|")
        for u in users:
            L.append(f"| {D(shift(d, -rint(10, 300)), 'dmy')} | {clock()} | {S('USERNAME', username(u))} | {S('DOCTOR', u.full)} | {IP()} |")
    L.append("")
    L.append(f"If you are unhappy with this response you may contact the {ch(['Information Commissioner' + chr(39) + 's Office', 'Data Protection Commission'])}. Our DPO can be reached at {EMAIL(local='dpo')} or {P(c.juris, False)}.")
    L.append("")
    L.append(f"Yours {'faithfully' if solicitor else 'sincerely'},\n\n{S('DOCTOR', officer.full)}\n{ch(['Health Records Manager', 'Information Governance Officer', 'Data Protection Officer', 'Practice Manager'])}\nDirect line {P(c.juris, False, ext=p(0.4))}")
    return j(L)


# ------------------------------------------------------------------ 12 Complaint response
def g_complaint(c):
    d = c.date
    ev = shift(d, -rint(20, 120))
    complainant_is_rel = p(0.5)
    L = [c.letterhead_hosp(ch(["Patient Advice and Liaison Service", "Complaints Department", "Patient Experience Team", "Office of the Chief Executive"])), "",
         f"Complaint ref: {S('IDNUM', idnum('complaint'))}   Datix: {S('IDNUM', idnum('datix'))}",
         f"{D(d, ch(['long', 'dmy', 'longth']))}", ""]
    if complainant_is_rel:
        L += [f"{c.relp.title} {S('FAMILY', c.relp.full)}", c.addr.render(ch(["multi", "multi_country"])), "",
              f"Dear {c.relp.title} {S('FAMILY', c.relp.last)},", "",
              f"Re: care of your {ch(['mother', 'father', 'husband', 'wife', 'son', 'daughter'])}, {pt(c, ch(['title_full', 'full']))} (DOB {c.dob('dmy')})"]
    else:
        L += [pt(c, "title_full"), c.addr.render("multi"), "", f"Dear {pt(c, 'title_last')},", ""]
    L.append("")
    L.append(f"Thank you for your letter of {D(shift(d, -rint(10, 40)), ch(['long', 'dmy', 'longth']))} regarding the care provided on {c.ward_s()} between {D(ev, ch(['dm', 'dmon']))} and {D(shift(ev, rint(2, 12)), ch(['dmy', 'long']))}. I am sorry for the distress caused.")
    L.append(f"I have reviewed the records and spoken to {nurse(c.n1, ch(['staff', 'sister', 'full_cred']))}, the ward manager, and {doc(c.cons, ch(['dr_full', 'dr_last']))}, consultant.")
    L.append("")
    items = [
        f"1. Delay in pain relief: the drug chart shows {drug()} prescribed at {clock()} and first given at {clock()}. This fell below the standard we expect.",
        f"2. Call bell: your {c.rel if complainant_is_rel else 'relative'} was in bed {S('LOCATION_OTHER', str(rint(1, 28)))} in bay {S('LOCATION_OTHER', str(rint(1, 6)))} and the bell was out of reach on {D(shift(ev, 1), ch(['weekday', 'wklong', 'wkshort']))} night. {ordinary()}",
        f"3. Communication: {doc(c.reg, 'dr_last')} telephoned {S('FAMILY', c.rel2p.first)} on {P(c.juris, True)} on {D(shift(ev, 2), 'dmy')} at {clock()}; we accept this was the wrong number on file.",
        f"4. Discharge: {pt(c, 'title_last')} was discharged at {clock()} without {ch(['the TTO', 'a care package', 'transport'])}. {eponym()} was documented but not handed over.",
        f"5. Falls: a fall on {D(shift(ev, 3), ch(['dmy', 'weekday']))} was recorded (incident {S('IDNUM', idnum('datix'))}). {score()}.",
    ]
    L += R.sample(items, rint(3, 5))
    L.append("")
    L.append(f"Under the duty of candour (Regulation 20 of the Health and Social Care Act 2008 (Regulated Activities) Regulations 2014) we should have informed you sooner." if c.juris == "UK" else "Under Part 4 of the Patient Safety (Notifiable Incidents and Open Disclosure) Act 2023 we should have told you sooner.")
    L.append(f"Learning: {ch(['ward teaching on analgesia', 'new call bell audit', 'discharge checklist'])} led by {S('DOCTOR', c.n2.full)} from {D(shift(d, rint(10, 40)), 'monyr')}.")
    L.append(f"If you remain dissatisfied you may contact the {ch(['Parliamentary and Health Service Ombudsman', 'Ombudsman', 'Public Services Ombudsman for Wales'] if c.juris == 'UK' else ['Office of the Ombudsman', 'HSE Your Service Your Say team'])}. You can also reply via {URL('complaints')} quoting our reference.")
    L.append("")
    L.append(f"Yours sincerely,\n\n{S('DOCTOR', c.n3.full)}\n{ch(['Chief Executive', 'Director of Nursing', 'Complaints Manager', 'Head of Patient Experience'])}\n{EMAIL(c.n3)}")
    L.append(f"cc: {doc(c.cons, 'dr_full')}; {S('DOCTOR', c.n1.full)}, ward manager")
    return j(L)


# ------------------------------------------------------------------ 13 Out-of-hours
def g_ooh(c):
    d = c.date
    svc = ch(OOH_SERVICES)
    L = [f"{S('HOSPITAL', svc)} - {ch(['Case record', 'Call summary', 'OOH consultation'])}",
         f"Case no: {S('IDNUM', idnum('case'))}   Received: {D(d, ch(['dmy', 'wkshort', 'dash']))} {clock()}   Priority: {ch(['urgent', 'routine', 'emergency - 1 hour', 'less urgent'])}",
         f"Patient: {pt(c, ch(['caps', 'full', 'last_first', 'init_nodot', 'first_init']))}  DOB {c.dob('dmy')}  {c.age_s(ch(['y', 'sexslash', 'sexcat', 'yo']))}",
         f"Address: {c.addr.render(ch(['line', 'line_nocounty']))}",
         f"Registered GP: {doc(c.gp, 'dr_last')}, {S('HOSPITAL', c.practice)}",
         f"Caller: {c.fam(ch(['full_rel', 'rel_full', 'rel_first']))}  Call-back: {P(c.juris, True)}", ""]
    L.append("Timeline:")
    fmt = ch(["tab", "fixed", "plain"])
    ev = [(clock(), "call received", "call handler " + S("DOCTOR", c.n2.first)),
          (clock(), "clinical triage", nurse(c.n1, ch(["full_cred", "role_full"]))),
          (clock(), ch(["home visit allocated", "PCC appointment", "advice given"]), doc(c.reg, ch(["dr_last", "dr_full"]))),
          (clock(), "case closed", S("USERNAME", username(c.reg)))]
    for t, e, who in ev:
        if fmt == "tab":
            L.append(f"{t}\t{e}\t{who}")
        elif fmt == "fixed":
            L.append(f"{t:<10}{e:<24}{who}")
        else:
            L.append(f"{t} - {e} - {who}")
    L.append("")
    L.append(f"Hx (from {c.rel}): {c.age_s(ch(['yo', 'yr', 'sexsp', 'yo2']))} {complaint()} since {D(d, 'weekday')} {ch(['am', 'pm', 'evening'])}. {ordinary()} PMH {icd()}. Meds: {drug()}.")
    if p(0.5):
        L.append(f"Visit: {D(d, 'dm')} {clock()}. Car {S('VEHICLE', vehicle(c.juris))}, driver {S('DOCTOR', c.n3.first)}. {vitals()}. {eponym()}. {score()}.")
    else:
        L.append(f"Seen at base ({S('HOSPITAL', ch(PRACTICES))}, treatment room {S('LOCATION_OTHER', str(rint(1, 6)))}). {vitals()}.")
    L.append(f"Imp: {icd()}. Plan: {drug()}; {ordinary()} {public_numbers(c.juris)}")
    if p(0.5):
        L.append(f"Prescription sent to {S('HOSPITAL', ch(PHARMACIES))} ({P(c.juris, False)}).")
    if p(0.4):
        L.append(f"Over {holiday()} so GP practice closed; summary to practice by fax {FAX(c.juris)}.")
    L.append(f"Clinician: {doc(c.reg, ch(['full_cred', 'dr_full']))} {c.gmc()}   Remote session IP {IP()}")
    return j(L)


# ------------------------------------------------------------------ 14 Medico-legal report
def g_medicolegal(c):
    d = c.date
    acc = shift(d, -rint(120, 900))
    org = ch(SOLICITORS)
    ins = ch(INSURERS)
    L = [ch(["MEDICAL REPORT ON", "MEDICO-LEGAL REPORT:", "Independent Medical Report -"]) + f" {pt(c, ch(['caps_plain', 'full', 'mid']))}",
         f"Prepared for: {S('ORGANIZATION', org)}, {S('STREET', street_line())}, {S('CITY', ch(UK_TOWNS + IE_TOWNS))}   Their ref: {S('IDNUM', idnum('claim'))}",
         f"Instructing solicitor: {S('FAMILY', Person().full)}   Tel {P(c.juris, False)}   Email {EMAIL(Person())}",
         f"Insurer: {S('ORGANIZATION', ins)}, policy {S('HEALTHPLAN', healthplan(c.juris))}", "",
         "1. Claimant details"]
    rows = [("Name", pt(c, ch(["full", "title_full"]))), ("DOB", f"{c.dob()} (age {S('AGE', c.age)} at examination)"),
            ("Address", c.addr.render("line")), ("Occupation", S("PROFESSION", c.prof) + f" with {S('ORGANIZATION', c.employer)}"),
            ("Driving licence", S("LICENSE", driving_licence(c.pat, c.juris))),
            ("NI / PPS", S("SSN", ppsn()) if c.juris == "IE" else "not provided"),
            ("Date of accident", D(acc, ch(["long", "dmy", "longth"]))), ("Date of examination", D(d, ch(["long", "dmy", "wk"])))]
    if p(0.5):
        for k, v in rows:
            L.append(f"{k:<22}{v}")
    else:
        L.append("| Item | Detail |")
        L.append("|---|---|")
        for k, v in rows:
            L.append(f"| {k} | {v} |")
    L.append("")
    L.append("2. Accident")
    L.append(f"{pt(c, 'title_last')} was the {ch(['driver', 'front-seat passenger', 'rear-seat passenger'])} of a {ch(['Ford Focus', 'Toyota Yaris', 'VW Golf', 'Skoda Octavia'])}, registration {S('VEHICLE', vehicle(c.juris))}, stationary at lights on {ch(['the Dublin Road', 'the ring road', 'Station Road'])} near {S('LOCATION_OTHER', ch(LANDMARKS))}, when struck from behind by {S('VEHICLE', vehicle(c.juris))} at approx {clock()}. {ordinary()}")
    L.append(f"Attended {c.hospital(False)} ED the same day (attendance {S('ACCOUNT', account())}); seen by {doc(c.reg, 'dr_last')}. Diagnosis {icd()}.")
    L.append("")
    L.append("3. Records reviewed")
    L.append(f"- GP records, {S('HOSPITAL', c.practice)} ({D(shift(acc, -rint(700, 2000)), 'monyr')} to {D(shift(d, -rint(5, 60)), 'monyr')})")
    L.append(f"- ED records, {c.hospital()} ({D(acc, 'dmy')})")
    L.append(f"- Physiotherapy, {S('HOSPITAL', ch(['Kestrel Physio Clinic', 'Ashbury Sports Injury Clinic', 'Rathkeel Physiotherapy']))}: {rint(4, 14)} sessions ending {D(shift(acc, rint(60, 200)), 'monyr')}")
    L.append("")
    L.append("4. Examination and opinion")
    L.append(f"{c.age_s(ch(['yr', 'yrold']))} {sexword(c)}. {vitals()}. Cervical ROM reduced {rint(10, 40)}%. {eponym()}. {score()}.")
    L.append(f"Off work from {D(shift(acc, 1), 'dmy')} to {D(shift(acc, rint(14, 90)), 'dmy')}. {c.social(2)}")
    L.append(f"Prognosis: {ch(['full recovery expected within 18 months of the accident', 'symptoms likely to persist', 'recovered at 9 months'])}. This report complies with {ch(['Part 35 of the Civil Procedure Rules', 'the Whiplash Injury Regulations 2021', 'the Personal Injuries Guidelines 2021'])}. {ordinary()}")
    L.append("")
    L.append("Statement of truth: I confirm that I have made clear which facts and matters referred to in this report are within my own knowledge.")
    L.append(f"{doc(c.cons, 'full_cred', ch(['FRCS', 'FRCSI', 'FRCEM', 'MRCGP']))}\n{ch(['Consultant Orthopaedic Surgeon', 'Consultant in Emergency Medicine', 'General Practitioner'])}\n{c.gmc()}\n{D(d, 'dmy')}")
    return j(L)


GENRES = [
    ("gp_consultation", g_gp_consultation),
    ("gp_referral_letter", g_gp_referral),
    ("outpatient_clinic_letter", g_clinic_letter),
    ("discharge_summary", g_discharge),
    ("ward_progress_note", g_ward_note),
    ("emergency_department_card", g_ae_card),
    ("community_nursing_note", g_community_nursing),
    ("mental_health_review", g_mental_health),
    ("safeguarding_referral", g_safeguarding),
    ("mental_health_act_paperwork", g_mha),
    ("subject_access_request_letter", g_sar),
    ("complaint_response_letter", g_complaint),
    ("out_of_hours_record", g_ooh),
    ("medico_legal_report", g_medicolegal),
]
