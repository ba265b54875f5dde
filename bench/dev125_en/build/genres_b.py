"""Genres B: psychiatric emergency, ED discharge, urgent care, observation unit, telestroke, interfacility transfer."""
import datetime as dt

from blocks import *  # noqa: F401,F403
from blocks import R, ch, p, ri, m
from genres_a import cc, room, hosp_header


# ------------------------------------------------------------------ psychiatric emergency assessment
def psych(c):
    md, sw = c.s("psych"), c.s("sw")
    out = [hosp_header(c, ch(["PSYCHIATRIC EMERGENCY ASSESSMENT", "Crisis Assessment - Emergency Psychiatry", "CPEP Evaluation",
                              "ED Mental Health Consult"]))]
    out.append(f"Patient: {c.P(ch(['LF', 'full', 'UP']))}   DOB {c.dobm()}   MRN {m('MRN', c.mrn)}   Date: {c.date()}  {room(c)}")
    if c.CA:
        legal = ch(["Form 1 (Application for Psychiatric Assessment) under the Mental Health Act", "voluntary", "Form 42 served",
                    "Form 10 certificate, police-initiated", "involuntary, certificate #1 completed"])
    else:
        legal = ch(["5150 hold (72 h)", "voluntary", "Baker Act, initiated by law enforcement", "emergency petition", "involuntary 72-hour hold",
                    "Section 12 application"])
    out.append(f"Legal status: {legal}")
    if p(0.6):
        off = Person()
        out.append(f"Brought in by {m('ORGANIZATION', ch(POLICE_ORG).format(c=c.city))}, Officer {pname(off, ch(['full', 'last', 'fI', 'UP']), 'FAMILY')} "
                   f"(badge {m('IDNUM', str(ri(100, 99999)))}), found at {lm_marked()}.")
        if p(0.5):
            out.append(ch([f"Identity confirmed by police fingerprint ID {m('BIOID', bioid())}.", f"Identified via biometric record {m('BIOID', bioid())}.",
                           f"ID: driver's licence {m('LICENSE', license_('dl_ca' if c.CA else 'dl_us'))}."]))
    else:
        out.append(f"Self-presented; {ch(['walked in', 'brought by family', 'referred by crisis line', 'sent by ' + m('HOSPITAL', clinic_name())])}.")
    rel, nm = c.relm()
    stress = ch([f"lost {c.his()} job at {m('ORGANIZATION', c.employer)} on {c.date('short', -ri(3, 40))}",
                 f"separated from {c.his()} {rel} {nm} in {c.date(ch(['my', 'mby']), -ri(20, 200))}",
                 f"eviction notice for {m('STREET', c.street)} due {c.date(ch(['Md', 'md', 'wd']), ri(1, 10))}",
                 f"anniversary of {c.his()} brother's death ({c.date('Mord', -ri(0, 3))})", f"conflict with family over {holiday(c)}", f"failing courses at {m('ORGANIZATION', school_name())}"])
    out.append(f"HPI: {c.P(ch(['first', 'title', 'full']))} is a {c.A()} {ch(['single', 'married', 'divorced', 'widowed'])} "
               f"{m('PROFESSION', c.prof)} with {ch(['MDD', 'bipolar I', 'schizophrenia', 'PTSD', 'no prior psychiatric history'])}, "
               f"presenting with {ch(['suicidal ideation with plan', 'paranoia and agitation', 'command hallucinations', 'intentional overdose', 'mania, no sleep x4 nights'])}. "
               f"Stressor: {stress}. {ch(['Last admission', 'Previous hold'])} at {c.H(True)} in {c.date(ch(['y', 'my']), -ri(200, 3000))}.")
    col = ch([f"Collateral from {rel} {nm} ({m('PHONE', phone())}): {ch(['pt giving away belongings', 'increasingly withdrawn', 'not sleeping', 'threatened neighbour'])}.",
              f"Called {c.his()} {rel} {nm} at {m('PHONE', phone())}; no answer, voicemail left at {clock()}.",
              f"{rel.capitalize()}, {nm}, at bedside, supportive."])
    out.append(col)
    if p(0.4):
        out.append(f"Outpatient psychiatrist: {doc(c.s('psych', 2), ch(['drlast', 'drfull']), 'psych')} at {m('HOSPITAL', clinic_name())}; case manager {pname(Person(), 'full', 'DOCTOR')}.")
    out.append(f"Substance: {ch(['EtOH daily', 'methamphetamine', 'cannabis', 'none', 'opioids, on methadone'])}. UDS: {ch(['positive amphetamines', 'negative', 'positive THC, benzodiazepines'])}. {lab()}.")
    out.append(f"Safety: {ch(['C-SSRS high risk', 'C-SSRS moderate risk', 'Columbia suicide screen positive', 'PHQ-9 ' + str(ri(5, 27))])}. "
               f"Firearms {ch(['in home, removed by', 'denied; confirmed by', 'stored at home per'])} {rel} {nm}. CIWA-Ar {ri(0, 20)}.")
    out.append(f"MSE: {ch(['dishevelled', 'well groomed', 'malodorous'])}, {ch(['psychomotor retardation', 'agitated', 'calm'])}, "
               f"speech {ch(['pressured', 'soft', 'normal rate'])}, mood '{ch(['hopeless', 'fine', 'angry'])}', affect {ch(['flat', 'labile', 'constricted'])}, "
               f"TP {ch(['linear', 'tangential', 'loose'])}, insight {ch(['poor', 'partial', 'fair'])}.")
    out.append(f"Meds given: {drug_dose()} at {clock()} for agitation. {negs(2)}")
    if p(0.3):
        out.append(f"Crisis team contact: {m('EMAIL', email())}; mobile crisis line 988 also provided.")
    plan = ch([f"Admit to {m('HOSPITAL', ch(WARD_NAMES))}, bed {m('LOCATION_OTHER', str(ri(1, 30)))}", "Discharge with safety plan",
               f"Transfer to {c.H(True)} ({'adolescent unit' if c.age < 18 else 'psychiatric intensive care'})", f"Hold in ED, reassess {c.date('wd', 1)} AM"])
    out.append(f"PLAN: {plan}. SW {doc(sw, ch(['fullcred', 'fIcred']), 'sw')} to follow; {neg_sentence()}")
    out.append(sign(c, "psych", ch(["Psychiatrist:", "Electronically signed by"])))
    return "\n".join(out)


# ------------------------------------------------------------------ ED discharge instructions
def discharge(c):
    cc_, _, dx, _ = cc()
    md = c.s("md")
    pcp = c.s("md", 5)
    out = [hosp_header(c, ch(["DISCHARGE INSTRUCTIONS", "Emergency Department Discharge Instructions", "After Visit Summary - Emergency",
                              "YOUR EMERGENCY VISIT"]))]
    out.append(f"Name: {c.P(ch(['full', 'LF', 'titlefull']))}   Date of birth: {c.dobm()}\nVisit date: {c.date(ch(['long', 'wdlong', 'mdy', 'iso']))}   MRN: {m('MRN', c.mrn)}   Visit: {m('ACCOUNT', c.acct)}")
    out.append(f"You were seen today by {doc(md, ch(['drlast', 'drfull', 'fullcred']))}" + (f" and {doc(c.s('np'), 'fullcred', 'np')}" if p(0.4) else "") + ".")
    out.append(f"Your diagnosis: {dx}.")
    out.append(f"Care at home: {ch(['Rest and drink plenty of fluids.', 'Keep the splint dry.', 'Keep the wound clean; stitches out in 7-10 days.', 'Ice 20 minutes every 2 hours.'])} "
               f"Take acetaminophen 1000 mg every 6 hours or ibuprofen 400 mg every 6-8 hours with food. Do not exceed 4 g of acetaminophen in 24 hours. {neg_sentence()}")
    rx = []
    for _ in range(ri(1, 3)):
        rx.append(f"- {drug_dose(True)} x {ri(3, 14)} days")
    pres = doc(md, ch(["drlast", "fullcred"]))
    lic = ch([f"DEA {m('LICENSE', license_('dea'))}", f"NPI {m('LICENSE', license_('npi'))}", f"Lic # {m('LICENSE', license_('mdlic'))}"])
    out.append("Prescriptions sent to " + m("HOSPITAL", pharmacy_name()) + f" ({m('PHONE', phone())}):\n" + "\n".join(rx) + f"\nPrescriber: {pres}, {lic}")
    fu_day = dt.timedelta(days=ri(1, 5))
    fu = c.visit + fu_day
    fu_s = D(fu, ch(["wdlong", "wdab", "wdmd", "wd", "Md", "mdy", "wdab2"]), c)
    out.append(f"Follow up: {doc(pcp, ch(['drlast', 'drfull', 'fullcred']))}, {m('HOSPITAL', clinic_name())}, {m('STREET', street())}, "
               f"{m('CITY', c.city)}" + (f" {c.state(False)} {m('ZIP', zipcode(c.country))}" if p(0.5) else "") + f". Phone {m('PHONE', phone())}. "
               f"Appointment {fu_s} at {ch(['9:15', '10:40', '14:00', '3:30 PM', '11:20 AM'])}.")
    if p(0.5):
        out.append(f"A copy of this visit was faxed to your doctor at {m('FAX', phone())} on {c.date('mdy')}.")
    if p(0.45):
        out.append(f"See your results online: {m('URL', url())}. Questions: {m('EMAIL', email())}.")
    if p(0.3):
        out.append(f"Work note: {c.P('titlefull')} may not work at {m('ORGANIZATION', c.employer)} from {c.date('md')} to {c.date('md', ri(2, 6))} inclusive.")
    if p(0.25):
        out.append(f"Ride home arranged with {c.his()} {c.rel()[0]} {pname(c.rel()[1], 'full', 'FAMILY')} ({m('PHONE', phone())}).")
    out.append(f"Return to the ED or call 911 right away if you have chest pain, trouble breathing, fainting, fever over 38.5 C, or bleeding that does not stop.")
    if c.CA and p(0.5):
        out.append(f"Health card: {c.hp()}. For health advice call 811.")
    out.append(f"Discharged at {clock()} by {doc(c.s('rn'), ch(['fullcred', 'fIcred', 'fullsp']), 'rn')}. Patient/guardian signature: {c.P('full')}")
    return "\n".join(out)


# ------------------------------------------------------------------ urgent care visit
def urgent_care(c):
    cc_, det, dx, code = cc()
    prov = c.s(ch(["pa", "np", "md"]))
    clinic = m("HOSPITAL", clinic_name())
    out = [f"{clinic}\n{ch(['URGENT CARE VISIT', 'Walk-in Clinic Note', 'Urgent Care Provider Note', 'Episodic Visit'])}"]
    out.append(demo_block(c))
    if not c.CA and p(0.45):
        out.append(f"SSN: {c.ssn()}   Email: {m('EMAIL', email(c.pt))}")
    elif p(0.3):
        out.append(f"Email: {m('EMAIL', email(c.pt))}")
    out.append(f"Visit: {c.date()} {clock()}   Provider: {doc(prov, ch(['fullcred', 'fIcred', 'lastfirstcred']))}")
    if c.age < 18:
        rel, nm = c.relm()
        out.append(f"Accompanied by guardian: {nm} ({rel}), phone {m('PHONE', phone())}. Attends {m('ORGANIZATION', school_name())}.")
    out.append(f"CC: {cc_}\nHPI: {c.A()} {c.sexw()} here with {det} x {ri(1, 6)} days, started {c.date(ch(['wd', 'short']), -ri(1, 6))}. "
               f"{neg_sentence()} {ch(['', 'Tried OTC ibuprofen without relief. ', 'No sick contacts. '])}")
    out.append(f"Social: {social(c)}")
    out.append(f"Vitals: {vitals(c)}\nExam: {exam()} {negs(2)}")
    if p(0.55):
        out.append(f"X-ray {ch(['wrist', 'chest', 'ankle', 'hand'])} (acc {m('IDNUM', idnum('acc'))}): {ch(['no fracture', 'possible buckle fracture', 'RLL opacity'])}. "
                   f"Rapid strep {ch(['neg', 'pos'])}; COVID/flu PCR specimen {m('IDNUM', idnum('spec'))}.")
    out.append(f"Assessment: {dx} ({code}). {score()}.")
    plan = f"Plan: {meds(ri(1, 2), home=True)}. "
    if p(0.4):
        plan += f"Sent to {c.H()} ED for further workup; called ahead to charge RN {m('DOCTOR', c.s('rn').first)} at {m('PHONE', phone())}. "
    if p(0.4):
        plan += f"Note faxed to PCP {doc(c.s('md', 5), 'drlast')} ({m('FAX', phone())}). "
    if p(0.35):
        plan += f"Patient portal: {m('URL', url())}. "
    plan += f"Return {ch(['PRN', 'in 48 h if not improving', 'for suture removal in 10 days'])}."
    out.append(plan)
    if p(0.3):
        out.append(f"Work/school excuse issued for {c.date(ch(['md', 'Mbd']))}-{c.date(ch(['md', 'Mbd']), ri(1, 4))}.")
    out.append(sign(c, prov.role))
    return "\n".join(out)


# ------------------------------------------------------------------ observation unit
def observation(c):
    att, np_ = c.s("md"), c.s(ch(["np", "pa"]))
    unit = m("HOSPITAL", ch(WARD_NAMES) if p(0.5) else f"{ch(STREET_ROOTS)} {ch(['Observation Unit', 'Short Stay Unit', 'Decision Unit', 'Obs Pavilion'])}")
    reason = ch(["chest pain rule-out", "syncope", "TIA workup", "cellulitis IV antibiotics", "asthma", "renal colic pain control",
                 "intractable vomiting", "hyperkalemia", "lower GI bleed, stable"])
    out = [ch(["OBSERVATION UNIT PROGRESS NOTE", "CDU Daily Note", "Observation Status Note", "OBS UNIT - H&P / Progress"]),
           f"{c.H()} - {unit}, bed {m('LOCATION_OTHER', str(ri(1, 24)))}",
           f"{c.P(ch(['LF', 'full', 'UP']))} | {c.A(ch(['sexL', 'sexsp', 'yo', 'sexslash']))} | MRN {m('MRN', c.mrn)} | Acct {m('ACCOUNT', c.acct)}"]
    t0 = c.visit
    out.append(f"Placed in observation: {c.date()} at {clock()} for {reason}. Hour {ri(6, 30)} of observation.")
    out.append(f"Interval: {ch(['No events overnight.', 'One episode of emesis.', 'Chest pain recurred briefly at ' + clock() + '.', 'Slept well.'])} "
               f"Telemetry: {ch(['NSR 70s', 'sinus brady 50s', 'rare PVCs', 'AF rate-controlled'])}. {neg_sentence()}")
    trend = []
    for k in range(ri(2, 3)):
        d = D(t0 + dt.timedelta(days=k // 2), ch(["md", "mdz", "Mbd"]), c)
        trend.append(f"{d} {clock()}: {lab(('troponin I', 'ng/L', 2, 60, 0))}, {lab()}")
    out.append("Trend:\n" + "\n".join(trend))
    out.append(f"Vitals: {vitals(c)}\n{exam(ri(2, 4))}")
    if p(0.5):
        out.append(f"Stress echo scheduled {D(t0 + dt.timedelta(days=1), ch(['wd', 'wdab', 'wdmd', 'Md']), c)}, order {m('IDNUM', idnum('order'))}.")
    if p(0.35):
        out.append(f"Holter applied, monitor SN {m('DEVICE', device_id())}; return to {m('HOSPITAL', clinic_name())} in 48 h.")
    if p(0.3):
        out.append(f"ICD interrogation: device serial {m('DEVICE', device_id())}, {ch(['no shocks', 'one appropriate shock on ' + D(t0 - dt.timedelta(days=ri(1, 5)), 'short', c)])}.")
    if p(0.5):
        rel, nm = c.relm()
        out.append(f"Discussed plan with pt and {rel} {nm}" + (f" ({m('PHONE', phone())})" if p(0.5) else "") + ".")
    if p(0.3):
        out.append(f"Pt anxious to return to work as a {m('PROFESSION', c.prof)} by {D(t0 + dt.timedelta(days=ri(2, 7)), ch(['wd', 'Md', 'wdab']), c)}.")
    out.append(f"A/P: {reason} - {ch(['likely discharge today', 'convert to inpatient', 'continue obs, reassess in AM'])}. {score()}. {meds(ri(1, 2))}.")
    out.append(f"{doc(np_, 'fullcred', np_.role)} / attending {doc(att, ch(['drlast', 'drfull']))}" + (f"  (user {user(np_)})" if p(0.4) else ""))
    if p(0.25):
        out.append(f"Audit: note accessed from workstation {m('IPADDR', ip())} at {clock()}.")
    return "\n".join(out)


# ------------------------------------------------------------------ telestroke consult
def telestroke(c):
    neuro, edmd = c.s("md", 7), c.s("md")
    lkw = c.visit - dt.timedelta(days=ch([0, 0, 0, 1]))
    out = [ch(["TELESTROKE CONSULTATION", "Tele-Neurology Acute Stroke Consult", "Virtual Stroke Consult Note", "TELEHEALTH STROKE ASSESSMENT"])]
    out.append(f"Spoke site: {c.H()}, {m('CITY', c.city)}, {c.state()}   Hub: {c.H(True)}")
    out.append("Requested by: {} at {}; video connected {}".format(doc(edmd, ch(['drlast', 'drfull', 'fullcred'])), *times(2)))
    out.append(ch([f"Session: {m('URL', url())}  endpoint {m('IPADDR', ip())}",
                   f"Cart IP {m('IPADDR', ip())}; hub workstation {m('IPADDR', ip())}",
                   f"Connection from {m('IPADDR', ip())} (login {user(neuro)})",
                   f"Video endpoint {m('IPADDR', ip())}, session ID {m('IDNUM', idnum('case'))}"]))
    out.append(f"Patient: {c.P(ch(['LF', 'full', 'UP']))}  {c.A(ch(['sexL', 'yo', 'sexsp', 'agecolon']))}  DOB {c.dobm()}  MRN {m('MRN', c.mrn)}")
    out.append(f"Last known well: {D(lkw, ch(['mdy', 'iso', 'wdab', 'md', 'wdlong', 'abbr']), c)} {clock()}" +
               ch(["", f", per {c.his()} {c.rel()[0]} {pname(c.rel()[1], ch(['full', 'first']), 'FAMILY')}"]))
    out.append(f"HPI: {c.P(ch(['title', 'first', 'titlefull']))} is a {c.A()} {ch(['right-handed', 'left-handed'])} {c.sexw()} with "
               f"{ch(['AF not on anticoagulation', 'HTN, DM', 'prior TIA', 'no prior history'])} who developed {ch(['L hemiparesis and neglect', 'aphasia and R face/arm weakness', 'dysarthria and ataxia', 'R homonymous hemianopia'])}.")
    out.append(f"NIHSS {ri(1, 26)} at {clock()} (LOC 0, gaze {ri(0, 2)}, visual {ri(0, 3)}, facial {ri(0, 3)}, motor arm {ri(0, 4)}). {score()}.")
    out.append(f"Imaging: NCCT (acc {m('IDNUM', idnum('acc'))}) ASPECTS {ri(6, 10)}; CTA (acc {m('IDNUM', idnum('acc'))}) "
               f"{ch(['L M1 occlusion', 'no LVO', 'R ICA terminus occlusion', 'basilar patent'])}. {labs(ri(2, 4))}.")
    if p(0.4):
        out.append(f"Implanted loop recorder SN {m('DEVICE', device_id())}; MRI conditional.")
    out.append(f"Decision: {ch(['tenecteplase 0.25 mg/kg IV bolus at ' + clock(), 'alteplase 0.9 mg/kg, 10% bolus at ' + clock(), 'no thrombolysis - outside window', 'no thrombolysis - on apixaban'])}. "
               f"{ch(['Transfer for EVT to ', 'Admit locally; stroke unit at ', 'Discussed with interventional team at '])}{c.H(True)}. Wt {ri(45, 130)} kg.")
    if p(0.5):
        rel, nm = c.relm()
        out.append(f"Consent discussed with {rel} {nm} by phone {m('PHONE', phone())}.")
    out.append(f"Consultant: {doc(neuro, ch(['drfull', 'fullcred', 'drlast']))}, licensed in {c.state()} (lic {m('LICENSE', license_('mdlic'))}"
               + (f", NPI {m('LICENSE', license_('npi'))}" if not c.CA and p(0.6) else "") + ")")
    out.append(f"Total telemedicine time {ri(18, 65)} min. Report sent to {m('EMAIL', email())} on {c.date(ch(['mdy', 'iso']))}.")
    return "\n".join(out)


# ------------------------------------------------------------------ interfacility transfer
def transfer(c):
    send_md, recv_md, coord = c.s("md"), c.s("md", 8), c.s("rn", 4)
    _, _, dx, _ = cc()
    out = [ch(["INTERFACILITY TRANSFER RECORD", "Request for Inter-Hospital Transfer", "ED Transfer Summary", "TRANSFER CERTIFICATION AND SUMMARY"])]
    out.append(f"Sending facility: {c.H()}, {m('STREET', street())}, {m('CITY', c.city)}, {c.state()}  Tel {m('PHONE', phone())}  Fax {m('FAX', phone())}")
    out.append(f"Receiving facility: {c.H(True)}, {m('CITY', city_name())}" + (f", {c.state()}" if p(0.5) else ""))
    out.append(f"Transfer centre ref #: {m('IDNUM', idnum('case'))}   Date: {c.date()}   Accepted at {clock()}")
    out.append(f"Patient: {c.P(ch(['LF', 'full', 'UP']))}   DOB: {c.dobm()}   Age: {m('AGE', str(c.age))}   Sex: {c.sex}")
    out.append(f"Address: {c.addr(ch(['line', 'withcountry']))}   Phone: {m('PHONE', c.phone)}")
    idl = [f"MRN {m('MRN', c.mrn)}"]
    if p(0.6):
        idl.append(f"{c.hp_label()} {c.hp()}")
    if p(0.35):
        idl.append(f"{c.idlabel_ssn()} {c.ssn()}")
    if not c.CA and p(0.5):
        idl.append(f"Payer {m('ORGANIZATION', c.insurer)}")
    out.append("   ".join(idl))
    out.append(f"Reason for transfer: {dx}; {ch(['needs interventional cardiology', 'no neurosurgery on site', 'PICU bed required', 'burn centre care', 'ECMO evaluation', 'psychiatric bed unavailable locally'])}.")
    out.append(f"Sending physician: {doc(send_md, ch(['drfull', 'fullcred', 'lastfirstcred']))} (lic {m('LICENSE', license_('mdlic'))})   "
               f"Accepting physician: {doc(recv_md, ch(['drlast', 'drfull']))}")
    out.append(f"Condition at transfer: {vitals(c)}. {score()}. Infusions: {meds(ri(1, 2))}. {negs(2)}")
    out.append(f"Risks/benefits of transfer explained to {ch(['patient', c.rel()[0] + ' ' + pname(c.rel()[1], 'full', 'FAMILY')])}; consent signed at {clock()}.")
    out.append(f"Transport: {m('ORGANIZATION', ch(EMS_ORG).format(c=ch([c.city, city_name()])))} critical care, crew lead {doc(c.s('medic'), 'fullcred', 'medic')}, ETA {clock()}.")
    out.append(f"Records sent: imaging (acc {m('IDNUM', idnum('acc'))}), labs, MAR, ECG. {labs(ri(2, 4))}.")
    if p(0.5):
        out.append(f"Transfer coordinator: {doc(coord, 'fullcred', 'rn')}, {m('EMAIL', email(coord))}")
    if p(0.4):
        out.append(f"Family contact: {contact_line(c, 1)}")
    if p(0.25):
        out.append(f"Pt is a {m('PROFESSION', c.prof)} from {m('CITY', city_name())}, {c.state()}; visiting from {m('COUNTRY', country_other())}." if p(0.3)
                   else f"Pt is a {m('PROFESSION', c.prof)}; next of kin {pname(c.rel()[1], 'full', 'FAMILY')}.")
    if not c.CA:
        out.append(f"EMTALA: pt stabilized within capability of {c.H()}; physician certification signed {c.date(ch(['mdy', 'mdy1']))} {clock()}.")
    else:
        out.append(f"Bed confirmed via provincial transfer line by {doc(coord, 'fIcred', 'rn')}.")
    out.append(sign(c, "md"))
    return "\n".join(out)


GENRES_B = {"psych_emergency_assessment": psych, "ed_discharge_instructions": discharge, "urgent_care_visit": urgent_care,
            "observation_unit_note": observation, "telestroke_consult": telestroke, "interfacility_transfer": transfer}
