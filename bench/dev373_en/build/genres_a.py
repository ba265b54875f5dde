"""Genres: referral and MDT decision, capacity and consent, insertion report, observation chart."""
from common import hdr, demo, sign, audit, copies


def social(n):
    r = n.r
    if n.paed:
        n.w("Social: lives with {rel} {fam:full} ({famage}) <<and siblings|and grandparents|>> in {city}; attends {school}. <<Mum|Parent>> works as a {prof:fam}.\n")
        return
    k = r.randrange(4)
    if k == 0:
        n.w("Social: lives with {rel} {fam:full} in a <<two-storey house|bungalow|ground-floor flat>> in {city}. Retired {prof}<< (worked at {emp})|>>.\n")
    elif k == 1:
        n.w("Social: resident at {chome}, {city} since {d:-420,my}. Next of kin {rel} {fam:tfl}, tel {ph:mfam}.\n")
    elif k == 2:
        n.w("Social: lives alone; <<twice-daily|QDS>> package of care. {rel} {fam:f} visits daily. Was a {prof} until {d:-900,y}.\n")
    else:
        n.w("SH: married, {rel} {fam:f} is main carer. Pt <<works part-time as a|was a>> {prof} with {emp}. Born in {abroad}<<, moved here in| - came over>> {d:-9000,y}.\n")


def bloods(n):
    n.w("Bloods {d:-3,dm}: Hb {n:96-148} g/L, Plt {n:140-390}, INR {f:0.9-1.3}, <<APTT {n:24-36} s, |>>CRP {n:1-60}, Alb {n:24-40}, Na {n:131-144}, eGFR {n:38-90}\n")


def referral_mdt(n):
    r, c = n.r, n.c
    hdr(n, r.choice(["Gastrostomy Referral and MDT Decision", "Referral for Gastrostomy - MDT Outcome",
                     "Enteral Access MDT Record", "PEG / RIG Referral"]))
    n.w("Referral <<ID|no.|ref>>: {idn:ref}    Received: {d:-24}\n")
    demo(n)
    n.w("\nREFERRED BY\n")
    n.w(r.choice(["{reg:sigd}, for {endo:dr}, {ward}, {hosp}. Bleep {bleep}\n",
                  "{slt:sig}, Speech and Language Therapy, {hosp,short}. Tel {ph:xslt}\n",
                  "{gp:sigd}, {gpp}. Ph {ph:gp}  Fax {fax:gp}\n",
                  "{diet:sig} (community dietetics) <{email:diet}>\n"]))
    n.w("\nINDICATION\n{ind}.\n")
    n.w(r.choice(["Swallow: <<VFSS|FEES>> {d:-31}: Penetration-Aspiration Scale <<7|8>> on thin fluids, residue in valleculae on IDDSI level 4. NBM advised by {slt:il}.\n",
                  "Swallow: unsafe on bedside assessment {d:-12,dmon}; currently NG fed via 8 Fr Corflo NG (aspirate pH 4.5), <<pulled out x3|self-removed twice>>.\n",
                  "Swallow: managing IDDSI level 5 minced and moist with supervision but intake <50% of requirements.\n"]))
    n.w("Nutrition: wt {kg} kg<<, usual {n:50-95} kg| (was {n:50-95} kg)|>>, BMI {f:14.5-21.0}, MUST <<2|3|4|5>>. Oral intake poor since {d:-60,my}.\n")
    bloods(n)
    n.w("Anticoagulation: <<nil|apixaban - withhold 48 h pre-procedure|clopidogrel - stop 7 days before (BSG/ESGE guidance)|warfarin - bridging per haematology>>.\n")
    n.w("Resp: <<FVC {n:35-90}% predicted|SNIP {n:20-60} cmH2O|on overnight NIV (ResMed Lumis)|no NIV>>.\n")
    social(n)
    n.w("\nMDT DISCUSSION - {d:-7,wlong}\nPresent: {endo:dr} (chair), {ir:dr}, {nns:full} (NNS), {diet:full} (dietitian), {slt:il} (SLT)<<, {pharm:full} (pharmacy)|>>\n")
    k = r.randrange(4)
    if k == 0:
        n.w("Outcome: suitable for PEG (pull technique). No previous gastric surgery, transillumination expected. Benefits outweigh risks; patient keen.\n")
        n.w("Plan: list for PEG on {d:6} in Endoscopy <<Room {room}|>> at {hosp,short}; admit to {ward} day before; stop feed midnight.\n")
    elif k == 1:
        n.w("Outcome: endoscopic route not feasible (<<trismus|tight tumour at 22 cm|oesophageal stent in situ>>). For RIG under fluoroscopy by {ir:drl}, with T-fastener gastropexy.\n")
        n.w("Plan: IR list {d:9,wdm}; CT abdomen {d:-4} shows stomach accessible below costal margin, colon not interposed.\n")
    elif k == 2:
        n.w("Outcome: NOT for gastrostomy at present. <<Advanced dementia (FAST 7c)|Prognosis of weeks|Swallow improving>>; recommend eating and drinking with acknowledged risks. Discussed with {rel} {fam:full} on {ph:mfam}, who agrees.\n")
        n.w("Plan: review in clinic <<in 6 weeks|{d:40}>>; {slt:il} to revisit.\n")
    else:
        n.w("Outcome: high sedation risk (<<FVC under 50%|orthopnoea|PaCO2 6.8 kPa>>). RIG with NIV support preferred over PEG; anaesthetic review by {anaes:dr} before {d:10,dmon}.\n")
        n.w("Plan: book <<IR suite|theatre 4>>, {hosp,short}; NIV settings IPAP 14 / EPAP 5 to travel with patient.\n")
    if c == "US":
        n.w("Coding: CPT <<43246|49440>>; ICD-10-CM <<R13.12|G12.21|C10.9|I69.391>>. Prior auth #{idn:auth} <<approved|pending>> by {ins}.\n")
    n.w("Capacity: <<has capacity to decide - see consent record|lacks capacity for this decision; best interests process commenced|fluctuating - reassess on the day>>.\n")
    n.w("Actions: NNS to send <<PEG|gastrostomy>> information leaflet ({url:leaf}); {diet:i} to plan post-insertion regimen; notify {gp:dr}.\n")
    if r.random() < 0.4:
        n.w("MDT case no. {idn:case}\n")
    sign(n, r.choice(["nns", "endo"]), -7)
    audit(n, "nns", -7)


def capacity_consent(n):
    r, c = n.r, n.c
    hdr(n, r.choice(["Capacity Assessment and Consent - Gastrostomy", "Consent Record: PEG/RIG Insertion",
                     "Mental Capacity Assessment (Enteral Tube)", "Consent and Capacity Documentation"]))
    demo(n, r.choice([0, 1, 4, 5]))
    law = {"UK": "Mental Capacity Act 2005" if n.place[0] not in ("Dundee", "Inverness") else "Adults with Incapacity (Scotland) Act 2000",
           "US": "state health care decisions statute", "CA": "Health Care Consent Act, 1996" if n.place[2] == "ON" else "provincial consent legislation",
           "AU": "state Guardianship and Administration Act", "NZ": "Code of Rights (Right 7) and PPPR Act 1988",
           "IE": "Assisted Decision-Making (Capacity) Act 2015"}[c]
    n.w("\nDecision: whether to have a <<PEG|RIG|gastrostomy (PEG or RIG)>> for long-term feeding.\nFramework: " + law + ".\n")
    n.w("Assessment on {d:-1} <<in clinic room {room}|at the bedside, {ward} bed {bed}|in side room {room}, {ward}|at home>>. " + ("{pt:f} is {age}" if n.paed else "{pt:tl}, <<aged {agew}|{age} years old|a {age}-year-old>>") + ". Present: {fam:full} ({rel})")
    if r.random() < 0.4:
        n.w(", interpreter {intp:full} (<<Polish|Cantonese|Somali|Arabic|Punjabi|Tongan|Vietnamese>>, ID {idn:intp})")
    n.w(", {slt:il} supporting communication.\n")
    if r.random() < 0.3 and not n.paed:
        n.w("Background: <<retired|former>> {prof}, born in {abroad}; <<married|widowed|single>>.\n")
    if not n.paed:
        n.w("Cognition: <<MoCA {n:8-27}/30|AMT {n:3-10}/10|ACE-III {n:40-95}/100>>; GCS 15 (Glasgow Coma Scale).\n")
    n.w("Communication: <<uses E-tran frame|types on Lightwriter|eye-gaze (Tobii) with Grid 3|speech dysarthric but intelligible|yes/no by thumb>>.\n")
    cap = r.random() < 0.6 and not n.paed
    if cap:
        n.w("\n1. Understands: <<yes - able to explain what a tube in the stomach is for|yes, in own words>>.\n2. Retains: yes (recalled at 20 min).\n3. Uses/weighs: <<yes - weighed risk of aspiration against procedure risks|yes, referred to wish to stay at home>>.\n4. Communicates: yes.\n")
        n.w("Conclusion: HAS capacity for this decision.\n")
        n.w("\nRisks discussed: bleeding (about 1 in 100), perforation/peritonitis (1-2%), site infection, buried bumper, tube displacement, aspiration, 30-day mortality. Alternatives: NG feeding, oral feeding with risks.\n")
        n.w("Consent form <<1|ref>> {idn:consent} signed by {pt:full} on {d:-1}")
        if r.random() < 0.45:
            n.w(" on the e-consent tablet (biometric signature ID {bio:sig})")
        n.w(". Witness: {rn:full}<<, RN| RN|>>.\n")
    else:
        if n.paed:
            n.w("\nPatient is {age} years old; consent by person with parental responsibility, {fam:full} ({rel}).\n")
            n.w("Consent form <<2|ref>> {idn:consent} signed {d:-1}.\n")
        else:
            n.w("\n1. Understands: no - unable to recall purpose after prompts.\n2. Retains: no.\n3. Uses/weighs: no.\n4. Communicates: <<limited|not able>>.\nConclusion: LACKS capacity for this decision<< at this time|>>.\n")
            n.w("\nBest interests meeting {d:-2}: {endo:dr}, {nns:full}, {fam:full} ({rel})<<, {fam2:full} ({rel:fam2})|>>.\n")
            if c in ("UK", "IE"):
                n.w("<<Lasting Power of Attorney (health and welfare) held by {fam:f}, OPG ref {idn:lpa}.|No LPA; IMCA referral made.|Decision-making representative: {fam:full}.>>\n")
            elif c == "US":
                n.w("Health care agent: {fam:full} ({rel}), tel {ph:mfam}; POLST on file.\n")
            else:
                n.w("Substitute decision-maker: {fam:full} ({rel}), ph {ph:mfam}.\n")
            n.w("Previously expressed wishes: <<told GP in {d:-700,y} he/she would accept a tube|no advance decision|'wants everything done'>>.\n")
            n.w("Outcome: gastrostomy is in best interests; <<Consent Form 4|treatment plan>> ref {idn:consent} completed by {endo:dr}.\n")
            if r.random() < 0.3:
                n.w("Family signature captured on tablet, biometric ID {bio:sig}.\n")
    n.w("Copy of <<leaflet|information sheet>> given; online version {url:leaf}.\n")
    sign(n, r.choice(["endo", "reg", "nns"]), -1)
    audit(n, "reg", -1)


def insertion_report(n):
    r, c = n.r, n.c
    rig = r.random() < 0.4
    if rig:
        hdr(n, r.choice(["Interventional Radiology Report", "RIG Insertion Report", "Fluoroscopic Gastrostomy"]))
    else:
        hdr(n, r.choice(["Endoscopy Report - PEG Insertion", "PEG Procedure Report", "Upper GI Endoscopy with PEG"]))
    n.w("<<Accession|Report no.|Exam no.>>: {idn:img}    Date: {d:0}  <<09:40|10:42|13:15|14:05>>\n")
    demo(n, r.choice([1, 2, 4, 0]))
    n.w("<<Location|Room>>: <<Endoscopy Room {room}|IR suite {room}|Theatre {room}>>, {hosp,short}\n")
    if rig:
        n.w("Operator: {ir:sigd}\nAssist: {rn:full}, RN; radiographer {rn2:full}\n")
        n.w("\nIndication: {ind}.\nConsent: <<written, form {idn:consent}|Form 4 best interests|verbal + written>>.\n")
        n.w("Prophylaxis: co-amoxiclav 1.2 g IV<<| (teicoplanin - penicillin allergy)>>. Sedation: <<midazolam 2 mg|nil, local only|fentanyl 25 mcg>>; lidocaine 1% 10 mL.\n")
        n.w("\nTechnique: stomach insufflated via <<NG tube|5 Fr catheter>>. <<3|4>> T-fasteners (gastropexy) deployed under fluoroscopy. Seldinger technique, serial dilatation, {tube:r} placed; balloon filled with <<5|7|8>> mL sterile water. Contrast confirms intragastric position.\n")
        n.w("Fluoro time {f:1.2-6.5} min; DAP {n:120-980} cGy.cm2.\n")
        n.w("Device: {tube:r} LOT {sn:lot}<<, UDI serial {sn:udi}|>>\n")
        if c == "US":
            n.w("CPT 49440. ")
    else:
        n.w("Endoscopist: {endo:sigd}\n<<Trainee|Assistant>>: {reg:dr}; nurses {rn:full}, {rn2:full}\n")
        n.w("Scope: <<GIF-H190|GIF-HQ190|EG-760R>> (serial {sn:scope})\n")
        n.w("\nIndication: {ind}.\nConsent: <<written|Form 4 best interests|verbal + written>>, ref {idn:consent}.\n")
        n.w("Sedation: <<midazolam 2 mg + fentanyl 50 mcg|midazolam 3 mg|propofol (anaesthetist {anaes:dr})|throat spray only>>. O2 2 L via nasal specs. ASA <<II|III|IV>>; Mallampati <<II|III>>.\n")
        n.w("Prophylaxis: co-amoxiclav 1.2 g IV 30 min before.\n")
        n.w("\nFindings: oesophagus <<normal|candida, mild|LA grade A oesophagitis>>. Z-line at {n:36-41} cm. Stomach and D2 normal.\n")
        n.w("Procedure: good transillumination and 1:1 finger indentation in <<left upper quadrant|epigastrium>>. Ponsky pull technique. {tube:p} placed, external bumper at {n:2-5} cm.<< Check endoscopy: internal bumper sits well, no bleeding.|>>\n")
        n.w("Device: {tube:p}, LOT {sn:lot}\n")
        if c == "US":
            n.w("CPT 43246; ICD-10 Z93.1 post-procedure. ")
    n.w("\nPost-procedure: <<nil via tube for 4 h, then water 50 mL/h for 2 h, then start feed per dietitian|sterile water 30 mL flush at 2 h, feed from 6 h>>. Obs per chart. Advance and rotate NOT before day 14<<; RIG - do not rotate, T-fasteners to be cut day 14|>>.\n")
    n.w("Complications: <<none|minor oozing - pressure applied|transient desaturation to 88%, resolved>>.\n")
    if r.random() < 0.35:
        n.w("Biopsies: <<CLO|none|gastric x2>>, specimen {idn:spec}.\n")
    sign(n, "ir" if rig else "endo", 0)
    if r.random() < 0.5:
        copies(n)
    audit(n, "ir" if rig else "endo", 0)


OBS_TIMES = ["+15 min", "+30 min", "+45 min", "+1 h", "+1.5 h", "+2 h", "+3 h", "+4 h", "+8 h", "+12 h", "+16 h", "+20 h", "+24 h"]


def obs_chart(n):
    r, c = n.r, n.c
    hdr(n, r.choice(["Post-Gastrostomy Observation Chart", "Post PEG/RIG Observations", "Post-Insertion Obs - Enteral Tube"]))
    n.w("[ {pt:Lf} | {dob} | {mrn} ]\n")
    kind = r.choice(["PEG", "PEG", "RIG"])
    n.w("<<Ward|Unit>>: {ward}  Bed: {bed}   Procedure: " + kind + " {d:0} <<10:50|13:30|15:05>>, {tube:" + kind[0].lower() + "}\n")
    n.w("Operator: {endo:drl}   NEWS2 baseline {n:0-3}   GCS 15   Braden {n:11-20}   Pain tool: <<NRS 0-10|Abbey|FLACC>>\n\n")
    n.w("Time     | HR  | BP      | RR | SpO2 | T    | Pain | Site          | Init\n")
    t0 = r.randint(11, 15)
    nrow = r.randint(8, 12)
    for i in range(nrow):
        lab = OBS_TIMES[i]
        if i == 8:
            n.w("-- {d:1} --\n")
        hr, sbp, rr = r.randint(62, 108), r.randint(96, 156), r.randint(12, 22)
        site = r.choice(["clean/dry", "dry", "small ooze", "dry", "clean", "serous ++", "no leak"])
        staff = r.choice(["rn", "rn", "rn2"])
        n.w("%-8s | %-3d | %d/%d  | %-2d | %d%%  | %.1f | %d    | %-13s | {%s:i}\n" % (
            lab, hr, sbp, r.randint(55, 92), rr, r.randint(92, 99), r.uniform(36.2, 37.9), r.randint(0, 5), site, staff))
    n.w("\nFlush: sterile water <<30|50>> mL at +4 h by {rn:i}. Feed {feed:o} started {d:<<0|1>>} at <<20|30|40>> mL/h via {pump}.\n")
    n.w("Escalation: pain on feeding, leak around tube, fresh bleeding, temp > 38 or HR > 110 - STOP feed, do not flush, call {reg:drl} bleep {bleep} (out of hours via switchboard {ph:xsw}).\n")
    if r.random() < 0.5:
        n.w("Day 1 review ({d:1}): tube at <<3|4|2.5>> cm mark, abdomen soft, <<site clean|mild erythema under 5 mm>>. OK for discharge per {nns:full}.\n")
    n.w("\nNurse signatures: {rn:full} ({rn:i})<<, {liclab:rn} {lic:rn}|>>; {rn2:full} ({rn2:i})\n")
    audit(n, "rn", 1)
