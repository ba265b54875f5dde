"""Genre templates, part B: operative, nursing, referral letter, telephone encounter,
medication reconciliation, problem list."""
import datetime as dt

import clinical as K
import pools
from core import (P, PT, nm, fmt_date, make_person, title, digits, letters, accession, device_sn,
                  vehicle, bioid, license_no, ip_addr, username, us_phone, uk_phone)
OTC = ["ibuprofen", "St John's wort", "turmeric", "fish oil", "Tylenol PM", "glucosamine"]

from genres_a import bullets, meds_block, problems_inline, social_history, family_history


# ====================================================================== operative note
def operative_note(c):
    r = c.r
    uk = c.uk
    op = r.choice(K.OPERATIONS)
    surg = c.cons
    asst = c.mkdoc()
    anes = c.mkdoc()
    out = []
    out.append(r.choice(["OPERATIVE REPORT", "Operative Note", "BRIEF OP NOTE", "OPERATION NOTE"]))
    if r.random() < 0.6:
        out.append(f"{c.H()}")
    v = r.random()
    if v < 0.5:
        out.append(f"Patient: {c.N('LF')}   {c.mrn_label()}: {P('MRN', c.mrn)}   DOB: {c.dob_s()}")
        out.append(f"Date of surgery: {c.D()}")
    else:
        out.append(f"{c.N(r.choice(['caps', 'full', 'lfm']))}, {c.age_s(r.choice(['MF', 'yo', 'y/o']))}, {P('MRN', c.mrn)}")
        out.append(f"DOS {c.D(None, r.choice(['us', 'us0', 'wk_md']) if not uk else r.choice(['uk', 'uk_wk_y']))}")
    out.append("")
    out.append(f"SURGEON: {c.dr(surg, r.choice(['surg', 'surg', 'full_cred']) if uk else r.choice(['full_cred', 'dr_full', 'fml_cred']))}")
    out.append(f"ASSISTANT(S): {c.dr(asst, r.choice(['full_cred', 'dr_full', 'full']))}" +
               (f"; {nm(make_person(r, uk), 'DOCTOR', 'full')}, {r.choice(['PA-C', 'surgical resident', 'CT1', 'medical student'])}" if r.random() < 0.5 else ""))
    out.append(f"ANESTHESIA: {op['anes']} - {c.dr(anes, r.choice(['dr_last', 'full_cred']))}" +
               (f"; CRNA {nm(make_person(r, uk), 'DOCTOR', 'full')}" if not uk and r.random() < 0.4 else ""))
    out.append("")
    out.append(f"PREOPERATIVE DIAGNOSIS: {op['pre']}")
    out.append(f"POSTOPERATIVE DIAGNOSIS: {r.choice(['Same', 'Same as above', op['pre']])}")
    out.append(f"PROCEDURE: {op['name']}")
    out.append(f"EBL: {op['ebl']}   FLUIDS: {r.randint(500, 2500)} mL LR   UOP: {r.randint(50, 600)} mL")
    out.append(f"SPECIMENS: {op['spec']}")
    out.append(f"COMPLICATIONS: {r.choice(['None', 'None apparent', 'None'])}")
    out.append(f"DRAINS: {r.choice(['None', '19 Fr Blake drain', 'Jackson-Pratt drain x1', 'Foley catheter'])}")
    if op["models"]:
        model = r.choice(op["models"])
        imp = [f"{model}"]
        line = f"IMPLANTS: {model}, serial no. {P('DEVICE', device_sn(r))}"
        if r.random() < 0.5:
            line += f"; second component SN {P('DEVICE', device_sn(r))}"
        out.append(line)
    out.append("")
    out.append("INDICATIONS:")
    out.append(f"{c.tN() if r.random() < 0.5 else c.N('full')} is a {c.age_s(r.choice(['year-old', 'yo', 'words']))} {c.sexword()} with {op['pre'].lower()}. "
               f"Risks, benefits and alternatives were discussed with the patient" + (f" and {c.his} {c.rel(0)}" if r.random() < 0.5 else "") +
               f", and informed consent was signed on {c.D(c.days(-r.randint(0, 14)), 'md' if not uk else 'd_mon')}.")
    out.append("")
    out.append("DESCRIPTION OF PROCEDURE:")
    body = op["body"]
    out.append(f"The patient was identified in the pre-op holding area, site marked by {c.dr(surg, 'surg' if uk else 'dr_last')}. Brought to {r.choice(['the OR', 'theatre', 'the operating room'])}. {body}")
    out.append(f"Sponge, needle and instrument counts were correct x2. The patient tolerated the procedure well and was taken to {r.choice(['PACU', 'recovery', 'the PACU'])} in stable condition.")
    if r.random() < 0.4:
        out.append(f"{c.dr(surg, 'dr_last')} was present and scrubbed for the entire procedure.")
    if r.random() < 0.45:
        out.append(f"Post-op: spoke with {c.his} {c.rel(0)} in the waiting room at {c.time()}" +
                   (f" (cell {P('PHONE', c.relp(0).phone)})" if r.random() < 0.5 else "") + ".")
    out.append("")
    out.append(f"Circulator: {c.nurse(c.rn, r.choice(['full_cred', 'fi_cred']))}   Scrub: {c.nurse(c.rn2, r.choice(['first', 'full_cred']))}")
    if not uk and r.random() < 0.3:
        out.append(f"Surgeon NPI {P('LICENSE', license_no(r, 'npi'))}")
    out.append(c.esign(surg))
    if r.random() < 0.4:
        out.append(c.transcription(surg))
    return "\n".join(out)


# ====================================================================== nursing note
def nursing_note(c):
    r = c.r
    uk = c.uk
    out = []
    shift = r.choice(["Day shift", "Night shift", "0700-1900", "1900-0700", "Evening", "Nights"])
    v = r.random()
    if v < 0.4:
        out.append(f"NURSING PROGRESS NOTE - {shift}")
        out.append(f"{c.N('LF')}   Rm {P('LOCATION_OTHER', c.room)}" + (f" Bed {P('LOCATION_OTHER', c.bed)}" if r.random() < 0.4 else "") + f"   {c.D()}")
    elif v < 0.7:
        out.append(f"{c.D(None, r.choice(['us', 'md', 'us0']) if not uk else r.choice(['uk', 'dm']))} {c.time()} {r.choice(['RN note', 'Nursing', 'Nsg note', 'Staff nurse entry'])}")
        loc = f"{c.H(c.ward)}, bay {P('LOCATION_OTHER', str(r.randint(1, 6)))} bed {P('LOCATION_OTHER', c.bed)}" if uk else f"rm {P('LOCATION_OTHER', c.room)}"
        out.append(f"Pt {c.N(r.choice(['full', 'lf', 'first', 'init_dot', 'init_dot']))}, {c.age_s(r.choice(['MF', 'yo']))}, {loc}")
    else:
        out.append(f"Shift assessment ({shift})")
        out.append(f"Patient: {c.N('caps')} | {P('MRN', c.mrn)} | {c.ward_s() if r.random() < 0.5 else P('LOCATION_OTHER', c.room)}")
    out.append("")
    dx = c.sc["dx"]
    narrative = [
        f"Received report from {c.nurse(c.rn2, r.choice(['first_cred', 'first', 'fl_cred']))} at {c.time()}. Pt admitted with {dx}.",
        f"A&Ox{r.choice([3, 4, 2])}, {r.choice(['pleasant and cooperative', 'intermittently confused', 'anxious', 'resting comfortably'])}.",
        "VS: " + K.fmt_vitals(r, r.choice(["line", "terse", "uk" if uk else "line2"])),
    ]
    narrative += r.sample(K.NURSING_BITS, r.randint(3, 6))
    if r.random() < 0.5:
        narrative.insert(2, f"Checked on {c.ref()} q1h overnight; {r.choice(['slept in short naps', 'resting in bed', 'up to chair for meals', 'refused HS meds', 'OOB to BSC with assist x1'])}.")
    out.append(bullets(r, narrative, r.choice(["- ", "* ", ""]) or "- "))
    out.append("")
    fam = []
    if r.random() < 0.7:
        fam.append(f"{c.His} {c.rel(0)} visited this {r.choice(['afternoon', 'evening', 'am'])} and {r.choice(['asked about discharge plans', 'brought glasses and hearing aids', 'was updated on plan of care', 'voiced concern about confusion'])}.")
    if r.random() < 0.4:
        p = c.relp(1)
        fam.append(f"Pt asked \"{r.choice(['can you call', 'has anyone called', 'where is'])} {nm(p, 'FAMILY', r.choice(['lower', 'first']))}?\" - {p.role} phoned at {c.time()}, number on file {P('PHONE', p.phone)}.")
    if r.random() < 0.3:
        fam.append(f"Pt tearful, talked about {c.his} late {r.choice(['husband', 'wife', 'son', 'brother'])} {nm(make_person(r, uk), 'FAMILY', 'first')} who died {c.D(c.days(-r.randint(200, 3000)), r.choice(['my', 'y']))}.")
    if r.random() < 0.28:
        fam.append(f"Valuables: wallet, phone, car keys sent home with {c.rel(0, 'role_first')}. Pt's car ({P('VEHICLE', vehicle(r, uk))}) left in {r.choice(['visitor lot B', 'the multistorey car park', 'the parking garage level 3'])}; security notified.")
    if r.random() < 0.15:
        fam.append(f"Pt speaks limited English; {c.his} family is in {c.country()}. Interpreter line used.")
    if r.random() < 0.2:
        fam.append(f"Pt is a retired {P('PROFESSION', c.profession)} and was asking staff about {r.choice(['the meds', 'the monitors', 'shift patterns'])}.")
    if fam:
        out.append(" ".join(fam))
    if r.random() < 0.2:
        out.append(f"Insulin pump ({r.choice(['Tandem t:slim X2', 'Omnipod 5', 'Medtronic MiniMed 780G'])}, SN {P('DEVICE', device_sn(r))}) removed per policy and stored in pt belongings bag.")
    if r.random() < 0.2:
        out.append(f"Med cabinet override witnessed; {r.choice(['fingerprint', 'biometric'])} login ID {P('BIOID', bioid(r))}.")
    if r.random() < 0.4:
        out.append(f"Notified {c.dr(c.res, r.choice(['dr_last', 'dr_full']))} re {r.choice(['BP 92/54', 'UOP < 30 mL/hr', 'K 3.1', 'new confusion', 'temp 38.5'])}; orders received.")
    out.append(f"Plan: {r.choice(['continue to monitor', 'fall precautions', 'will reassess pain in 1 hr', 'handover to night RN'])}.")
    out.append("")
    sig = r.random()
    if sig < 0.4:
        out.append(f"{c.nurse(c.rn, 'full_cred')}")
    elif sig < 0.7:
        out.append(f"-- {c.nurse(c.rn, r.choice(['fl_cred', 'first_cred', 'fi_cred']))}, ext {P('PHONE', str(r.randint(2000, 7999)))}")
    else:
        out.append(f"Entered by: {P('USERNAME', c.rn.username)} ({c.nurse(c.rn, 'full_cred')}) {c.D()} {c.time()}")
    if uk and r.random() < 0.2:
        out.append(f"NMC PIN {P('LICENSE', license_no(r, 'nmc'))}")
    return "\n".join(out)


# ====================================================================== referral letter
def referral_letter(c):
    r = c.r
    uk = c.uk
    sc = c.sc
    gp = c.pcp
    cons = c.cons
    out = []
    if uk:
        out.append(f"{c.H(c.practice)}")
        out.append(c.site_addr())
        out.append(f"Tel: {P('PHONE', uk_phone(r, False))}   Fax: {P('FAX', uk_phone(r, False))}")
        if r.random() < 0.6:
            out.append(f"Email: {P('EMAIL', c.site_email(c.practice))}")
        if r.random() < 0.3:
            out.append(f"Web: {P('URL', c.portal_url(c.practice))}")
        out.append("")
        out.append(f"{c.D(None, r.choice(['uk_long', 'uk', 'ord', 'uk_abbr']))}")
        out.append("")
        out.append(f"{c.dr(cons, r.choice(['dr_full', 'abfull', 'dr_fi']))}")
        out.append(f"Consultant {sc['dept'].replace('Gastroenterology', 'Gastroenterologist').replace('ology', 'ologist') if r.random() < 0.5 else 'in ' + sc['dept']}")
        out.append(f"{c.H(c.hosp)}")
        if r.random() < 0.5:
            out.append(c.site_addr())
        out.append("")
        out.append(f"Dear {c.dr(cons, r.choice(['dr_last', 'dr_last', 'abfull']))}" if r.random() < 0.85 else "Dear Colleague")
        out.append("")
        reline = f"Re: {c.ttl} {nm(c.pt, 'PATIENT', r.choice(['full', 'abfull', 'fmfull']))}   DOB {c.dob_s(r.choice(['uk', 'uk2', 'uk_long']))}   NHS No {P('MRN', c.nhs)}"
        out.append(reline)
        out.append(c.addr_lines(sep=", "))
        if r.random() < 0.5:
            out.append(f"Tel: {P('PHONE', c.phone)}" + (f"   Mobile: {P('PHONE', c.phone2)}" if r.random() < 0.5 else ""))
        if r.random() < 0.35:
            out.append(f"NI number: {P('SSN', c.ssn)}")
        out.append("")
        body = [
            f"Thank you for seeing this {c.age_s(r.choice(['year-old', 'words', 'year-old']))} {r.choice(['gentleman', 'man']) if c.sex == 'M' else r.choice(['lady', 'woman'])} who {r.choice(['attended the surgery', 'I saw', 'came to see me'])} on {c.D(c.days(-r.randint(1, 20)), r.choice(['uk_wk', 'ord_uk', 'uk_long', 'uk']))} with {sc['cc']}.",
            f"{c.He} describes {sc['hpi']}.",
            f"{c.His} past history includes {problems_inline(c, 3)}.",
        ]
        if r.random() < 0.5:
            body.append(f"{c.He} lives with {c.his} {c.rel(0)} in {P('CITY', c.city)} and works as a {P('PROFESSION', c.profession)}.")
        if r.random() < 0.4:
            body.append(f"Of note, {c.his} {r.choice(['brother', 'father', 'mother', 'sister'])} had similar problems in {c.his} {r.choice(['forties', 'fifties'])} and died aged {P('AGE', r.randint(45, 80))}.")
        if r.random() < 0.4:
            body.append(f"Bloods on {c.D(c.days(-r.randint(3, 30)), 'uk')}: Hb {r.randint(90, 160)}, WCC {round(r.uniform(4, 15), 1)}, CRP {r.randint(1, 90)}, eGFR {r.randint(30, 90)}.")
        body.append(f"I would be grateful for your opinion regarding {r.choice(['further investigation', 'management', 'whether an urgent scope is required', 'ongoing care'])}." +
                    (" I have referred under the two-week-wait pathway." if r.random() < 0.3 else ""))
        out.append(" ".join(body))
        out.append("")
        out.append("Current medication:")
        out.append(meds_block(c, r.randint(3, 7)))
        out.append(f"Allergies: {r.choice(K.ALLERGIES)}")
        out.append("")
        if r.random() < 0.4:
            out.append(f"{c.He} would prefer to be contacted on {c.his} mobile {P('PHONE', c.phone2)} or via {c.his} {c.rel(1, 'role_first')}.")
        out.append("Yours sincerely,")
        out.append("")
        out.append(f"{c.dr(gp, r.choice(['dr_full', 'abfull']))}")
        out.append(f"{gp.cred}" + (f"   GMC {P('LICENSE', license_no(r, 'gmc'))}" if r.random() < 0.4 else ""))
        out.append(r.choice(["General Practitioner", "GP Partner", "Salaried GP", "GP Registrar"]))
        if r.random() < 0.4:
            out.append(f"cc: {c.ttl} {nm(c.pt, 'PATIENT', 'abfull')} (patient)")
        if r.random() < 0.3:
            out.append(f"Typed by {nm(make_person(r, uk), 'DOCTOR', 'fi')} {c.D(None, 'uk2')}")
    else:
        out.append(f"{c.H(c.practice)}")
        out.append(c.site_addr())
        out.append(f"Phone {P('PHONE', us_phone(r))}  |  Fax {P('FAX', us_phone(r))}")
        out.append("")
        out.append(c.D(None, r.choice(["long", "us", "abbr"])))
        out.append("")
        out.append(f"{c.dr(cons, 'full_cred')}\n{c.H(c.hosp)}\n{sc['dept']}")
        out.append("")
        out.append(f"RE: {c.N('full')}  DOB: {c.dob_s()}" + (f"  MRN: {P('MRN', c.mrn)}" if r.random() < 0.6 else ""))
        if r.random() < 0.5:
            out.append(f"Insurance: {r.choice(['Medicare', 'Medicaid', 'commercial PPO', 'HMO'])}  Member ID {P('HEALTHPLAN', c.plan)}  Group {P('HEALTHPLAN', c.group)}")
        if r.random() < 0.25:
            out.append(f"SSN: {P('SSN', c.ssn)}")
        out.append("")
        out.append(f"Dear {c.dr(cons, r.choice(['dr_last', 'dr_full']))}:" if r.random() < 0.7 else f"Dear {nm(cons, 'DOCTOR', 'first')},")
        out.append("")
        out.append(f"I am referring my patient, {c.tN()}, a {c.age_s('year-old')} {c.sexword()}, for evaluation of {sc['cc']}. {c.He} reports {sc['hpi']}. "
                   f"Relevant history: {problems_inline(c, 3)}. {r.choice(['Recent labs are enclosed.', 'Labs and imaging are in the shared EHR.', 'I have started ' + K.fmt_med(r, style='plain') + '.'])}")
        if r.random() < 0.5:
            out.append(f"{c.He} is a {P('PROFESSION', c.profession)} and is anxious to return to work at {PT('ORGANIZATION', c.employer)}.")
        out.append(f"Please contact the patient at {P('PHONE', c.phone)} to schedule. {c.His} {c.rel(0)} may also call on {c.his} behalf.")
        out.append("")
        out.append("Sincerely,")
        out.append(f"{c.dr(gp, 'full_cred')}")
        if r.random() < 0.5:
            out.append(f"NPI {P('LICENSE', license_no(r, 'npi'))}")
        if r.random() < 0.3:
            out.append(f"{P('EMAIL', c.site_email(c.practice))}")
    return "\n".join(out)


# ====================================================================== telephone encounter
def telephone_encounter(c):
    r = c.r
    uk = c.uk
    out = []
    caller_is_rel = r.random() < 0.45
    rel = c.relp(0)
    out.append(r.choice(["TELEPHONE ENCOUNTER", "Telephone Encounter", "Phone Note", "TELEPHONE CONSULTATION", "Call log"]))
    out.append(f"{c.N(r.choice(['LF', 'full', 'lf']))}   {c.mrn_label()} {P('MRN', c.mrn)}   DOB {c.dob_s()}")
    out.append(f"{c.D(None, r.choice(['us', 'wk_md', 'us0']) if not uk else r.choice(['uk', 'uk_wk']))} {c.time()}")
    out.append("")
    if caller_is_rel:
        out.append(f"Caller: {nm(rel, 'FAMILY', r.choice(['full', 'first']))} ({rel.role})   Callback: {P('PHONE', rel.phone)}")
    else:
        out.append(f"Caller: patient   Callback: {P('PHONE', c.phone)}" + (f" or {P('PHONE', c.phone2)}" if r.random() < 0.3 else ""))
    if r.random() < 0.18:
        out.append(f"Caller authenticated by voice biometrics (voiceprint ID {P('BIOID', bioid(r))}).")
    out.append(f"Identity verified with {r.choice(['name and DOB', 'two identifiers', 'name, DOB and address'])}" +
               (f" and last 4 of SSN ({P('SSN', c.ssn[-4:])})" if not uk and r.random() < 0.4 else "") + ".")
    out.append("")
    reason = r.choice([
        f"{r.choice(['Pt', c.tN()])} calling re: {r.choice(['refill of', 'side effects from', 'question about'])} {K.fmt_med(r, style='plain')}.",
        f"{'Pt' if not caller_is_rel else nm(rel, 'FAMILY', 'first')} reports {r.choice(['worsening cough x 3 days', 'BP readings 160s/90s at home', 'blood sugars in the 300s', 'new rash after starting antibiotic', 'dizziness when standing', 'swelling in both ankles'])}.",
        f"Returning call about results of {r.choice(['CT', 'labs', 'biopsy', 'echo', 'ultrasound'])} from {c.D(c.days(-r.randint(2, 10)), r.choice(['md', 'weekday', 'mon_d']) if not uk else r.choice(['dm', 'weekday', 'd_mon']))}.",
        f"Requesting letter for employer ({PT('ORGANIZATION', c.employer)}) re: time off work; pt is a {P('PROFESSION', c.profession)}.",
    ])
    out.append(f"Reason: {reason}")
    out.append("")
    conv = []
    conv.append(r.choice([
        f"Spoke with {'pt' if not caller_is_rel else nm(rel, 'FAMILY', 'first')}. {r.choice(['Denies CP, SOB, fever.', 'No red flags.', 'States symptoms started', 'Reports taking meds as prescribed.'])}",
        f"Per {nm(rel, 'FAMILY', 'first')}, pt has been {r.choice(['more confused', 'eating less', 'sleeping a lot', 'doing better'])} since {c.D(c.days(-r.randint(1, 5)), 'weekday')}.",
        f"LVM for pt to call back at {P('PHONE', c.ext_phone())}. Second attempt successful at {c.time()}.",
    ]))
    conv.append(r.choice([
        f"Reviewed with {c.dr(c.pcp, r.choice(['dr_last', 'dr_full']))}: {r.choice(['ok to refill x 90 days', 'increase dose as below', 'needs to be seen in clinic this week', 'go to ED if worse'])}.",
        f"Discussed with covering provider {c.dr(c.mkdoc(), r.choice(['dr_last', 'full_cred']))}, advised {r.choice(['ED evaluation', 'urgent care', 'same-day appointment', 'continue current plan'])}.",
        f"Per protocol, advised {r.choice(['fluids and rest', 'hold the medication', 'check BP twice daily and log', 'call 911 for chest pain' if not uk else 'call 999 or NHS 111 if worse'])}.",
    ]))
    if r.random() < 0.5:
        conv.append(f"Rx sent to {c.H(c.pharm)}" + (f", {c.site_addr(', ')}" if r.random() < 0.3 else "") +
                    (f" (ph {P('PHONE', c.site_phone())}, fax {P('FAX', c.site_phone())})" if r.random() < 0.5 else "") +
                    (f", Rx #{P('IDNUM', accession(r, c.date.year, 'rx'))}" if r.random() < 0.4 else "") + ".")
    if r.random() < 0.35:
        conv.append(f"Appt made with {c.dr(c.pcp, 'dr_last')} for {c.D(c.days(r.randint(1, 9)), r.choice(['wk_md', 'weekday', 'wk_long', 'md']) if not uk else r.choice(['uk_wk', 'weekday', 'dm']))} at {c.time()}.")
    if r.random() < 0.2:
        conv.append(f"Pt asked for results to be emailed to {P('EMAIL', c.email)}; advised to use portal instead ({P('URL', c.portal_url(c.practice))}).")
    if r.random() < 0.18:
        conv.append(f"Pt reports trouble logging in to portal as user {P('USERNAME', c.uname)}; password reset sent.")
    if r.random() < 0.15:
        conv.append(f"Pt's home CPAP ({r.choice(['ResMed AirSense 11', 'Philips DreamStation 2'])}, serial {P('DEVICE', device_sn(r))}) not uploading data; DME company contacted.")
    if r.random() < 0.12:
        conv.append(f"Disability parking form: vehicle reg {P('VEHICLE', vehicle(r, uk))} recorded as requested.")
    out.append(" ".join(conv))
    out.append(f"{'Pt' if not caller_is_rel else nm(rel, 'FAMILY', 'first')} verbalized understanding" + r.choice([".", " and agrees with plan.", ", read back instructions."]))
    out.append("")
    if r.random() < 0.5:
        out.append(f"{c.nurse(c.rn, r.choice(['full_cred', 'fi_cred', 'first_cred']))} {c.D()} {c.time()}")
    else:
        out.append(f"Call taken by: {P('USERNAME', c.rn.username)} / {c.nurse(c.rn, 'full_cred')}")
    if r.random() < 0.4:
        out.append(f"Routed to: {c.dr(c.pcp, r.choice(['full_cred', 'lf']))}")
    return "\n".join(out)


# ====================================================================== medication reconciliation
def medication_reconciliation(c):
    r = c.r
    uk = c.uk
    out = []
    out.append(r.choice(["MEDICATION RECONCILIATION", "Admission Medication Reconciliation", "Med Rec - Pharmacy",
                         "Medicines Reconciliation (Pharmacy)", "Best Possible Medication History"]))
    out.append(f"Patient: {c.N(r.choice(['LF', 'lf', 'full']))}   DOB: {c.dob_s()}   {c.mrn_label()}: {P('MRN', c.mrn)}")
    if uk and r.random() < 0.6:
        out.append(f"NHS number: {P('MRN', c.nhs)}")
    out.append(f"Date: {c.D()}   Location: {c.H(c.ward) if uk else P('LOCATION_OTHER', c.room)}")
    out.append(f"Weight: {round(r.uniform(45, 140), 1)} kg   CrCl: {r.randint(15, 120)} mL/min   Allergies: {r.choice(K.ALLERGIES)}")
    out.append("")
    out.append("Sources of information:")
    src = []
    src.append(f"Patient interview" + (f" and {c.his} {c.rel(0)}" if r.random() < 0.6 else ""))
    pharm_line = f"Community pharmacy: {c.H(c.pharm)}"
    if r.random() < 0.6:
        pharm_line += f", {c.site_addr(', ')}"
    pharm_line += f", tel {P('PHONE', c.site_phone())}"
    src.append(pharm_line)
    if r.random() < 0.5:
        src.append(f"{'GP summary care record' if uk else 'Outpatient records / Surescripts fill history'}" +
                   (f" ({c.H(c.practice)})" if r.random() < 0.6 else ""))
    if r.random() < 0.3:
        src.append(f"Pill bottles brought in by {c.rel(1, r.choice(['role_first', 'role_full']))}")
    out.append(bullets(r, src, "- "))
    out.append("")
    out.append("Home medications:")
    hdr = "  Medication                      Dose/Route/Freq              Last dose     Action"
    out.append(hdr)
    for _ in range(r.randint(5, 11)):
        name, doses, sigs = r.choice(K.MEDS)
        ld = r.random()
        if ld < 0.5:
            last = c.D(c.days(-r.randint(0, 2)), "md" if not uk else "dm")
        elif ld < 0.7:
            last = r.choice(["this AM", "last night", "unknown", "yesterday"])
        else:
            last = c.D(c.days(-r.randint(0, 2)), "wk" if not uk else "weekday") + " " + r.choice(["AM", "PM", "noon"])
        act = r.choice(["Continue", "Continue", "Hold", "Modify", "Discontinue", "Sub formulary"])
        dsig = r.choice(doses) + ' ' + r.choice(sigs)
        out.append(f"  {name:<32}{dsig:<29}  {last}     {act}" if r.random() < 0.7 else f"  {name} {dsig} | last: {last} | {act}")
    out.append("")
    notes = []
    if r.random() < 0.6:
        presc = c.mkdoc()
        notes.append(f"{r.choice(K.MEDS)[0]} prescribed by {c.dr(presc, r.choice(['dr_full', 'full_cred']))}" +
                     (f" ({c.H(c.other_clinic())})" if r.random() < 0.5 else "") +
                     f", last filled {c.D(c.days(-r.randint(5, 60)), 'md' if not uk else 'dm')}" +
                     (f", Rx #{P('IDNUM', accession(r, c.date.year, 'rx'))}" if r.random() < 0.6 else "") + ".")
    if r.random() < 0.4:
        notes.append(f"Pt reports taking {r.choice(OTC)} OTC, not on list.")
    if r.random() < 0.35:
        notes.append(f"Adherence: pt uses a pill organizer filled weekly by {c.his} {c.rel(0, 'role_first')}.")
    if r.random() < 0.3 and not uk:
        notes.append(f"Controlled substance PDMP checked; prescriber DEA {P('LICENSE', license_no(r, 'dea', c.pcp))} matches.")
    if r.random() < 0.3:
        notes.append(f"Dispensing cabinet override by {c.nurse(c.rn, 'fi_cred')} verified via {r.choice(['fingerprint', 'palm scan'])} ID {P('BIOID', bioid(r))}.")
    if r.random() < 0.3:
        notes.append(f"Insurance formulary: plan ID {P('HEALTHPLAN', c.plan)}" + (f", group {P('HEALTHPLAN', c.group)}" if r.random() < 0.5 else "") + "; prior auth needed for apixaban." if not uk else f"Blister packs supplied by {c.H(c.pharm)} every {c.D(c.days(2), 'weekday')}.")
    if r.random() < 0.2:
        notes.append(f"Insulin pump {r.choice(['Omnipod 5', 'Tandem t:slim X2'])} (serial {P('DEVICE', device_sn(r))}) - settings verified with pt.")
    out.append("Notes:")
    out.append(" ".join(notes) if notes else "None.")
    out.append("")
    ph = c.mkdoc(cred=r.choice(["PharmD", "RPh", "PharmD, BCPS"]) if not uk else r.choice(["MRPharmS", "Pharmacist", "Pharmacy Technician"]))
    v = r.random()
    if v < 0.5:
        out.append(f"Completed by: {nm(ph, 'DOCTOR', r.choice(['full', 'fi']))}, {ph.cred}   {c.D()} {c.time()}")
    else:
        out.append(f"Reconciled by {P('USERNAME', ph.username)} ({nm(ph, 'DOCTOR', 'full')}, {ph.cred}); reviewed with {c.dr(c.res, 'dr_last')}")
    if r.random() < 0.2:
        out.append(f"Session: {P('IPADDR', ip_addr(r))}")
    return "\n".join(out)


# ====================================================================== problem list
def problem_list(c):
    r = c.r
    uk = c.uk
    out = []
    out.append(r.choice(["PROBLEM LIST", "Active Problem List", "Problem List / PMH Summary", "Patient Summary - Problems"]))
    out.append(f"{c.N(r.choice(['LF', 'LF2', 'lf', 'full']))}   {c.age_s(r.choice(['MF', 'yo', 'yr']))}   {c.mrn_label()}: {P('MRN', c.mrn)}" +
               (f"   NHS {P('MRN', c.nhs)}" if uk and r.random() < 0.6 else ""))
    out.append(f"{'GP' if uk else 'PCP'}: {c.dr(c.pcp, r.choice(['dr_full', 'full_cred', 'lf']))} ({c.H(c.practice)})   Updated: {c.D()}")
    if not uk and r.random() < 0.2:
        out.append(f"SSN: {P('SSN', c.ssn)}   Plan: {r.choice(['Medicare Part B', 'Medicaid', 'BCBS PPO', 'Tricare'])} #{P('HEALTHPLAN', c.plan)}")
    out.append("")
    out.append("Active:")
    items = r.sample(K.PROBLEMS, r.randint(5, 11))
    rows = []
    for p, icd in items:
        on = r.random()
        if on < 0.3:
            od = c.D(c.days(-r.randint(200, 9000)), "y")
        elif on < 0.55:
            od = c.D(c.days(-r.randint(60, 6000)), r.choice(["my_num", "my_abbr", "my"]))
        elif on < 0.75:
            od = c.D(c.days(-r.randint(30, 5000)), r.choice(["us", "us0", "iso"]) if not uk else r.choice(["uk", "iso"]))
        else:
            od = None
        style = r.choice(["a", "b", "c"])
        if style == "a":
            rows.append(f"{p} ({icd})" + (f" - onset {od}" if od else ""))
        elif style == "b":
            rows.append(f"{icd:<9}{p}" + (f"   since {od}" if od else ""))
        else:
            rows.append(f"{p} [{icd}]" + (f", dx {od}" if od else "") + (f" - followed by {c.dr(c.mkdoc(), 'dr_last')}" if r.random() < 0.15 else ""))
    out.append(bullets(r, rows))
    out.append("")
    out.append("Resolved / historical:")
    hist = []
    for s in r.sample(K.SURG_HX, r.randint(2, 4)):
        w = r.random()
        if w < 0.55:
            hist.append(f"{s} ({c.D(c.days(-r.randint(300, 15000)), 'y')})")
        elif w < 0.75:
            hist.append(f"{s} {c.D(c.days(-r.randint(300, 15000)), r.choice(['my_num', 'my_abbr']))}" + (f" at {c.H(c.other_hosp())}" if r.random() < 0.4 else ""))
        else:
            hist.append(f"{s}, age {P('AGE', r.randint(5, max(6, c.age - 1)))}")
    out.append(bullets(r, hist))
    out.append("")
    if r.random() < 0.7:
        out.append(f"Family hx: {family_history(c)}")
    if r.random() < 0.6:
        out.append("Social: " + social_history(c))
    if r.random() < 0.3:
        dm = r.choice(K.DEVICE_MODELS[:5] + ["Zoll LifeVest", "Cochlear Nucleus 8", "Inspire upper airway stimulator"])
        out.append(f"Implanted devices: {dm} (generator {r.randint(2, 9)} years old), SN {P('DEVICE', device_sn(r))}, implanted {c.D(c.days(-r.randint(100, 3000)), r.choice(['my', 'us', 'y']) if not uk else r.choice(['my', 'uk']))}")
    out.append("")
    out.append("Health maintenance:")
    hm = [f"Flu vaccine {c.D(c.days(-r.randint(20, 300)), r.choice(['my_num', 'my_abbr', 'md']) if not uk else r.choice(['my_abbr', 'uk'])) }",
          f"Colonoscopy {c.D(c.days(-r.randint(300, 3500)), 'y')} - {r.choice(['normal', '2 TAs, repeat 5 yr', 'diverticulosis'])}",
          f"{r.choice(['Mammogram', 'AAA screen', 'Lipids', 'DEXA'])} {c.D(c.days(-r.randint(30, 900)), r.choice(['us', 'iso', 'my']) if not uk else r.choice(['uk', 'my']))}"]
    out.append(bullets(r, hm, "- "))
    if r.random() < 0.3:
        out.append(f"Advance directive on file; HCP/LPA: {c.rel(0, r.choice(['first_role', 'role_full']))}, {P('PHONE', c.relp(0).phone)}")
    out.append("")
    out.append(f"Reviewed by {c.dr(c.pcp, r.choice(['full_cred', 'dr_last']))} {c.D(None, 'md' if not uk else 'dm')}" + (f" [{P('USERNAME', c.pcp.username)}]" if r.random() < 0.3 else ""))
    return "\n".join(out)
