"""Memory clinic notes and letters."""

from render import P
from common import TD, yr, landmark
import snippets as S
import pools

DX = [("Alzheimer's disease, mild stage", "donepezil"), ("Mixed Alzheimer's and vascular dementia", "donepezil"),
      ("Mild cognitive impairment, amnestic type", None), ("Dementia with Lewy bodies", "rivastigmine"),
      ("Vascular dementia (small vessel disease)", None), ("Frontotemporal dementia, behavioural variant", None),
      ("Alzheimer's disease, moderate stage", "memantine"), ("Subjective cognitive decline, no dementia", None)]


def build(w, doc):
    r, loc, v, code = w.rng, w.loc, w.v, w.code
    dx, drug = r.choice(DX)
    inf = w.kids[0] if w.kids else w.nok
    onset_y = yr(w, r.randint(1, 4))
    sev = 2 if "moderate" in dx else (0 if ("cognitive" in dx.lower()) else 1)
    ace = [r.randint(82, 93), r.randint(66, 84), r.randint(50, 68)][sev]
    moca = [r.randint(23, 28), r.randint(17, 24), r.randint(10, 18)][sev]
    mmse = [r.randint(26, 30), r.randint(20, 26), r.randint(12, 20)][sev]
    scan = r.choice(["MRI brain", "CT head", "MRI head with volumetrics"])
    scan_d = w.today - TD(days=r.randint(14, 70))
    school = P(w.cast.school(), "ORGANIZATION")
    support = P(r.choice(pools.SUPPORT_ORGS["memory"]), "ORGANIZATION")
    ctx = dict(dx=dx, inf=inf, infrel=inf.rel, onset_y=onset_y, ace=str(ace), moca=str(moca), mmse=str(mmse),
               scan=scan, scan_d=loc.d(scan_d), scan_acc=loc.accession(scan_d.year), school=school,
               support=support, leftschool=P(str(r.choice([14, 15, 16, 16, 18])), "AGE"),
               mnurse=w.cast.staff("nurse"), refd=loc.d(w.today - TD(days=r.randint(30, 120))))
    doc.ctx.update(ctx)
    church = w.cast.church()
    cday = "Friday" if "Islamic" in church else ("Saturday" if "Hebrew" in church else r.choice(["Sunday", "Sunday", "Wednesday"]))
    layout = r.choice(["letter", "assess", "followup", "phone"])
    if layout == "letter":
        doc.w("{~Memory Assessment Service|Memory Clinic|Cognitive Disorders Clinic|Older Adult Mental Health - Memory Service}\n{hosp}\n{haddr}\nTel {hosp_phone} | Fax {hosp_fax}\n\n",
              haddr=w.hosp_addr["line"])
        doc.w("{today_d}\n\nPRIVATE AND CONFIDENTIAL\n{gp.drf}\n{practice}\n{gaddr}\n\n", gaddr=w.gp_addr["block"])
        idl = "{nhs_label}: {nhs}" if w.nhs is not None else "MRN: {mrn}"
        doc.w("Dear {gp.dr},\n\nRe: {pt.mrf}, DOB {dob}, " + idl + "\n{addr_l}\n\n", addr_l=w.addr["line"])
        doc.w("Diagnosis: {dx}\n\n")
        doc.w("I saw {pt.mr} in the memory clinic on {today_d} together with {his} {infrel} {inf.full}. {He} was referred by you on {refd} with a {~two-year|several-month|18-month} history of forgetfulness.\n\n")
        doc.w("History: {inf.first} first noticed problems around {hol} {onset_y}, when {pt.first} {~repeated questions about the family visit|got lost driving home from {lm}|left the gas on|forgot {his} granddaughter's name}. ",
              hol=loc.holiday(), lm=landmark(w))
        doc.w("Since then there has been {~gradual|stepwise|steady} decline in short-term memory, with {~misplacing items|difficulty with finances|missed appointments|confusion over medication}. {inf.first} now {~manages the bills|fills the dosette box|does the shopping}. {~No hallucinations.|Occasional visual hallucinations of children in the garden.|Some word-finding difficulty.}\n\n")
        doc.w("Background: {pt.first} left {school} at {leftschool} and worked as a {profession}{?0.6: at {employer} until retirement in {ry}}. ",
              ry=yr(w, r.randint(5, 25)))
        doc.add("Past history: ")
        S.pmh_inline(doc, w)
        doc.add(".\n\n")
        doc.w("Cognitive testing: ACE-III {ace}/100 (attention 15/18, memory {m}/26, fluency {f}/14, language 22/26, visuospatial 14/16). {~MoCA {moca}/30.|MMSE {mmse}/30.|}\n\n",
              m=str(r.randint(8, 22)), f=str(r.randint(4, 11)))
        doc.w("{scan} on {scan_d} (ref {scan_acc}) showed {~generalised atrophy with bilateral hippocampal volume loss|moderate small vessel disease|no significant abnormality|disproportionate frontal atrophy}. Bloods including B12, folate, TFTs and calcium were normal.\n\n")
        doc.w("Driving: {pt.mr} {~has stopped driving|still drives locally|holds a licence ({lic}) but has not driven since {y}}. {~I have advised {him} to inform the licensing authority.|{He} has agreed to a formal driving assessment.|}\n\n",
              lic=loc.driver_licence(w.pt.last_s, w.pt.first_s), y=yr(w, r.randint(0, 2)))
        doc.w("{?0.3:We have supported {inf.first} with a {~carer allowance|attendance allowance|disability benefit} claim ({nat_label} {natid}). }")
        doc.w("{~Lasting Power of Attorney|Enduring Power of Attorney|Power of attorney} {~is registered with|is being arranged with|has not yet been arranged; we suggested} {inf.full}.\n\n")
        doc.w("Plan:\n1. {~Start donepezil 5 mg at night, increasing to 10 mg after 4 weeks if tolerated|Continue current management; no cholinesterase inhibitor indicated|Start memantine 5 mg, titrate weekly}\n2. ECG reviewed - {~HR 68, QTc normal|sinus rhythm 72}\n3. Referral to {support}{?0.5: - {url}}\n4. Memory nurse {mnurse.full} will telephone on {call} ({mph})\n5. Review in {~3|6} months\n\n",
              url=w.cast.url(support.text, r.choice(["", "/carers", "/support", "/cafe"])), call=loc.d(w.today + TD(days=r.randint(10, 30))), mph=loc.phone())
        doc.w("Yours sincerely\n\n{att.drf}\n{~Consultant Old Age Psychiatrist|Consultant Geriatrician|Consultant in Psychiatry of Old Age}\n{?0.5:{ll} {lic}\n}",
              ll=loc.license_for("doctor", w.att.last_s)[0], lic=loc.license_for("doctor", w.att.last_s)[1])
        doc.w("\ncc: {pt.mr} and {inf.full}, {addr_l}\n", addr_l=w.addr["line"])
    elif layout == "assess":
        doc.w("{~MEMORY CLINIC - INITIAL ASSESSMENT|Cognitive Assessment Note|Memory Clinic New Patient}\n")
        doc.w("Patient: {pt.LF}    DOB: {dob}    {mrn_lbl}: {mrn}\nDate: {today_d}    Clinician: {att.fc}    {~Location|Site}: {hosp}, {building}\n")
        doc.w("Informant: {inf.full} ({infrel}){?0.6:, tel {ph}}{?0.4:, email {em}}\n", ph=w.nok_phone, em=w.cast.personal_email(inf))
        if r.random() < 0.35:
            doc.w("Visit type: video (telehealth) - patient connected from home, IP {ip}; {inf.first} present with {him}.\n", ip=loc.ip())
        doc.w("\nPRESENTING CONCERN\n{age}-year-old {manwoman}, {~right|left}-handed, referred by {gp.drf} ({practice}) on {refd}. {inf.first} reports change from {his} usual self since about {ms}. ",
              ms=loc.d(w.today - TD(days=r.randint(300, 1100)), r.choice(["MonthY", "MonY", "Y"])))
        doc.w("{~Repeats stories.|Forgets recent conversations.|Has become more withdrawn.|Missed {his} sister's birthday on {bday}.} {~Got lost walking back from {lm}.|Unsure of the date.|Burnt several pans.}\n",
              bday=loc.d(w.today - TD(days=r.randint(20, 200)), loc.short_style), lm=landmark(w))
        doc.add("\nPSYCHIATRIC: ")
        doc.w("{~Low mood since {his} {sp} died in {y}; GDS-15 6.|No depressive symptoms; GDS-15 2.|Anxious; sleeps poorly.}\n", sp=r.choice(["wife", "husband", "brother", "sister"]), y=yr(w, r.randint(1, 6)))
        doc.add("\nPMH:\n")
        S.pmh_block(doc, w, n=r.randint(3, 6), bullet="* ")
        doc.add("\nSOCIAL: ")
        S.social(doc, w)
        doc.w("\nEducation: left {school} at {leftschool}{?0.4:; later trained at {tc}}.\n", tc=P(loc.town() + r.choice([" Technical College", " Institute of Technology", " Teachers' College", " School of Nursing"]), "ORGANIZATION"))
        doc.w("\nCOGNITIVE TESTING\n{~MoCA {moca}/30 (education +1)|ACE-III {ace}/100|MMSE {mmse}/30, clock drawing 2/4}\nOrientation: {~gave the year as {wy}; knew the town ({town})|fully oriented|knew the hospital name ({hosp}) but not the date}\nRecall: {~1/5|3/5|0/3} delayed recall\n\n",
              wy=yr(w, r.randint(1, 3)), town=w.addr["city"])
        doc.w("INVESTIGATIONS: {scan} {scan_d} (acc {scan_acc}): {~medial temporal atrophy, Fazekas 2|mild global atrophy|no acute abnormality}. {~B12 198 (low)|TSH 2.1|Calcium normal}.\n\n")
        doc.w("IMPRESSION: {dx}.\n\nPLAN:\n- Diagnosis shared with {pt.first} and {inf.first}\n- {~Donepezil 5 mg nocte|Rivastigmine patch 4.6 mg|No medication at present}\n- {~Carer's assessment|Referral to {support}|Occupational therapy functional assessment}\n- Driving: {~advised to stop; licence no. {lic}|formal assessment via {dc}|not driving}\n- Follow-up {fu}\n\n",
              lic=loc.driver_licence(w.pt.last_s, w.pt.first_s), dc=P(r.choice(["Driver Assessment Centre ", "Mobility Centre "]) + loc.town(), "ORGANIZATION"),
              fu=loc.d(w.today + TD(days=r.randint(60, 180))))
        doc.w("{att.fc}{?0.5:\nuser: {un}}\n", un=w.cast.username(w.att))
    elif layout == "followup":
        doc.w("{~Memory clinic follow-up|MEMORY CLINIC REVIEW|Cognitive clinic f/u} {today_d}\n{pt.full} | {age} | {mrn_lbl} {mrn} | {~NOK|Carer} {inf.full} ({infrel}) {ph}\n\n",
              ph=w.nok_phone)
        doc.w("Dx: {dx} (diagnosed {dd})\n", dd=loc.d(w.today - TD(days=r.randint(200, 900)), r.choice(["MonthY", loc.main_style])))
        doc.w("Meds: {~donepezil 10 mg nocte since {sd}|rivastigmine patch 9.5 mg since {sd}|memantine 20 mg since {sd}|nil anti-dementia}\n\n",
              sd=loc.d(w.today - TD(days=r.randint(100, 400)), loc.short_style))
        if inf is not w.other and r.random() < 0.5:
            doc.w("Seen with {infrel} {inf.first} and {oth_rel} {oth}. ", oth_rel=w.other.rel, oth=w.other.first)
        else:
            doc.w("Seen with {infrel} {inf.first}. ")
        doc.w("{~Settled on treatment; mild nausea first fortnight.|Vivid dreams - moved dose to morning.|Weight down 3 kg.|No side effects reported.} {~More confused after a UTI in {mon}.|Sleep disturbed.|Mood good, attends {church} every {wd}.}\n",
              mon=loc.d(w.today - TD(days=r.randint(20, 100)), "MonthY"), church=P(church, "ORGANIZATION"), wd=P(cday, "DATE"))
        doc.w("Function: {~needs prompting with meals|independent with personal care|day centre {dc} twice weekly}.\n",
              dc=P(r.choice(pools.CARE_HOME) + " Day Centre", "HOSPITAL"))
        doc.w("Carer strain: {inf.first} {~coping well|finding it hard; respite discussed|has reduced hours at work ({fprof})}.\n", fprof=w.fam_profession)
        doc.add("\nCurrent medications:\n")
        for m in w.pick_meds(r.randint(4, 7)):
            if m[3] in ("IV",) or m[4] == "cont":
                continue
            doc.add("  %s %s %s\n" % (w.med_name(m), w.dose(m), w.freq(m[4])))
        doc.w("\nObs: BP {bp} sitting, {bp2} standing; weight {wt} kg ({~stable|down 2 kg|up 1 kg}).\n", bp="%d/%d" % (r.randint(118, 165), r.randint(60, 90)),
              bp2="%d/%d" % (r.randint(105, 150), r.randint(58, 85)), wt="%.1f" % (45 + r.random() * 40))
        doc.w("Bloods ({bd}): {~Na 138, eGFR 61, B12 normal|Hb 121, TSH 1.8|vitamin D 38 (low) - replaced}.\n", bd=loc.d(w.today - TD(days=r.randint(5, 40)), loc.short_style))
        doc.w("\nMoCA {moca}/30 (prev {pm} on {pd}). {~Losses mainly in delayed recall and orientation.|Visuospatial and executive items affected.|Stable profile.}\n",
              pm=str(min(30, moca + r.randint(-1, 3))), pd=loc.d(w.today - TD(days=r.randint(150, 300))))
        doc.w("\nRisk: {~no wandering; stove knobs removed|went missing for 3 hours on {wd} - found by police near {lm}|financial abuse concern raised by {oth_rel} - safeguarding referral made}. Driving: {~stopped|ceased after assessment; car {plate} sold|still driving - advised to stop and inform licensing authority}.\n",
              wd=loc.d(w.today - TD(days=r.randint(7, 60)), loc.short_style), lm=landmark(w), oth_rel=w.other.rel, plate=loc.plate())
        doc.w("\nPlan: {~continue|increase to 10 mg|switch to patch}; {~respite at {ch}|review LPA|referral to {support}}; next review {nr}.\n\n",
              ch=w.carehome, nr=loc.d(w.today + TD(days=r.randint(90, 200))))
        doc.w("{reg.drf} ({v_junior}) / {att.drf}\n{?0.6:cc: {gp.drf}, {practice} - fax {gp_fax}\n}")
    else:  # phone review by memory nurse
        doc.w("{~Telephone review - Memory Nurse|Memory Service Telephone Contact|Phone f/u (memory nurse)}\n")
        doc.w("Date/time: {today_d} {tm}\nPatient: {pt.full}  DOB {dob}  {mrn_lbl} {mrn}\nSpoke with: {inf.full} ({infrel}) on {ph}\n\n",
              tm="%02d:%02d" % (r.randint(9, 16), r.randrange(60)), ph=w.nok_phone)
        doc.w("Call as planned after starting {~donepezil|rivastigmine|memantine} on {sd}. {inf.first} reports {~no side effects|loose stools for a week, now settled|poor appetite}. {pt.first} {~is sleeping well|has been up at night|seems brighter}. ",
              sd=loc.d(w.today - TD(days=r.randint(21, 40)), loc.short_style))
        doc.w("{?0.5:{He} had a fall at home on {fd} - no injury; {inf.first} will mention it to {gp.dr}. }", fd=loc.d(w.today - TD(days=r.randint(2, 20)), loc.short_style))
        doc.w("{~Discussed carer support - details of {support} given.|Reminded about blood test on {bt}.|Power of attorney forms sent to {addr_l}.}\n\n",
              bt=loc.d(w.today + TD(days=r.randint(3, 14)), loc.short_style), addr_l=w.addr["line"])
        doc.w("Medication check: {~dosette filled weekly by {pharmacy}|{inf.first} supervises all tablets|blister pack from {pharmacy}, collected every {wd}}; {~no missed doses|2 missed doses last week}.\n",
              wd=P(r.choice(["Monday", "Tuesday", "Friday"]), "DATE"))
        doc.w("Safety: {~smoke alarms checked|key safe fitted, code held by {oth_rel} {oth}|GPS tracker discussed}. {?0.5:{He} attends {dc} on weekdays.}\n",
              oth_rel=w.other.rel, oth=w.other.full, dc=P(r.choice(pools.CARE_HOME) + " Day Centre", "HOSPITAL"))
        doc.w("Carer: {inf.first} {~sounds tired; carer's assessment booked|coping, supported by {his2} partner|has taken leave from work}. Emergency contact confirmed: {inf.full}, {ph2}.\n",
              his2="her" if inf.sex == "F" else "his", ph2=w.nok_phone)
        doc.w("Plan: increase to {~10 mg|full dose} on {inc} if tolerated; next call {nc}. Contact number for service given ({sph}).\n",
              inc=loc.d(w.today + TD(days=r.randint(5, 14)), loc.short_style), nc=loc.d(w.today + TD(days=r.randint(21, 42)), loc.short_style), sph=loc.phone(ext=r.random() < 0.5))
        doc.w("Next clinic: {att.drf}, {hosp}, {nc2} at {tm2}.\n\n", nc2=loc.d(w.today + TD(days=r.randint(60, 150))),
              tm2="%d:%s" % (r.randint(9, 15), r.choice(["00", "30", "15"])))
        doc.w("{mnurse.fc}, {~Memory Nurse Specialist|Clinical Nurse Specialist|Dementia Nurse}\n{?0.5:cc {gp.drf} by email {gem}\n}",
              gem=w.cast.staff_email(w.gp, w.practice_s))
