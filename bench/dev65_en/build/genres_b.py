"""Genres 5-8: case management, consults, nursing shift notes, family meetings."""
import datetime as dt

import blocks
import clin
from common import Case
from seg import Doc, P, Seq
from values import SNF_WORDS, HHA, DME, TRANSPORT, INSURERS, WORD_F, WORD_M


def _new(rng, style, genre):
    cs = Case(rng, style, genre)
    doc = Doc(rng, style)
    c = cs.ctx()
    return cs, doc, c


def _mixcase(r, s):
    """Agencies and insurers are typed in lower, mixed or upper case."""
    k = r.random()
    if k < 0.3:
        return s.lower()
    if k < 0.4:
        return s.upper()
    return s


# --------------------------------------------------------------------------
# (5) case management / discharge planning
def casemgmt(rng, style):
    cs, doc, c = _new(rng, style, "casemgmt")
    r, g = cs.r, cs.g
    R = lambda t: doc.render(t, c)
    cs.add_family(c, [r.choice(["daughter", "son", "wife", "husband", "niece"]),
                      r.choice(["son", "sister", "brother", "neighbor", "granddaughter", "grandson", "friend"])])
    c["snf"] = lambda: P(_mixcase(r, g.snf()), "HOSPITAL")
    c["hha"] = lambda: P(_mixcase(r, g.pick(HHA)), "ORGANIZATION")
    c["dme"] = lambda: P(_mixcase(r, g.pick(DME)), "ORGANIZATION")
    c["transport"] = lambda: P(_mixcase(r, g.pick(TRANSPORT)), "ORGANIZATION")
    c["ins"] = lambda: P(_mixcase(r, cs.pt.insurer), "ORGANIZATION")
    c["fax"] = lambda: P(g.phone(cs.st_abbr, fmt=r.randint(0, 3)), "FAX")
    c["ph"] = lambda: P(g.phone(cs.st_abbr), "PHONE")
    c["orgmail"] = lambda: P(g.email(None, r.choice(["maplecrest", "birchwood", "goldenoaks", "hearthside",
                                                      "carebridge", "ridgeview", "keystone"])), "EMAIL")
    c["cd"] = lambda: cs.dplus(r.randint(0, 3), r.choice(["short", "wkshort", "slash", "abbr"]))
    c["snfurl"] = lambda: P(g.url(r.choice(SNF_WORDS)), "URL")
    blocks.header(doc, cs, c, r.choice(["Case Management Note", "Discharge Planning Note", "CM Progress Note",
                                        "Care Coordination Note", "Social Work / CM Assessment"]))
    R("{#Reason}: {~initial discharge planning assessment|SNF placement|HH set-up|insurance auth follow-up}\n")
    R("{#Payer}: {ins}{~ (Medicare Advantage)| (commercial)| (Medicaid managed care)|}, member ID {hp}, "
      "group {grp}{~; secondary Medicare A/B|; secondary Medicaid pending|}\n")
    R("{~{#Face sheet verified}: DOB {dob}, SSN {ssn}, address {addr}, home ph {pt_phone}\n|"
      "{#Demographics}: {addr}; cell {pt_cell}; {~email {pt_email}|no email}; SSN on file {ssn}\n}")
    R("{~Palm-vein ID {bioid} enrolled at registration.\n|}")
    R("{~ID verified w/ {dl_st} driver's license {dl}.\n|Photo ID: {dl_st} DL #{dl}\n|}")
    R("{#PCP}: {pcp} ({pcp_clinic}), fax {pcp_fax}\n\n")
    R("{#Assessment}: {agesx} admitted {adm_short} w/ " + r.choice(clin.PROBLEMS)[0] +
      ". Prior to admission lived {~alone|with {r1_word} {r1_name}} in {~a 2-story home, 8 steps to enter|"
      "a 1st floor apt|senior housing at {snf}|a mobile home}{~ in {city}|}. "
      "{~Independent w/ ADLs, used cane.|Needed assist w/ bathing; {r1_word} helps daily.|"
      "Had HH through {hha} in the past.} "
      "PT/OT ({ptx}) recommend {~SNF|home w/ HH PT|acute rehab|home w/ 24h supervision}.\n\n")
    R("{#Contacts}:\n- {r1_word} {r1_full} {r1_phone}{~ (HCP)| (POA)|}\n- {r2_word} {r2_name} {r2_phone}\n")
    if r.random() < 0.3:
        ph, country = g.foreign_phone()
        c["_fph"] = lambda: P(ph, "PHONE")
        c["_fc"] = lambda: P(country, "COUNTRY")
        R("- {~son|daughter|brother} {~lives|living} in {_fc}, reachable at {_fph}\n")
    R("\n{#Plan}/{#Actions}:\n")
    acts = [
        "- {time_c} Referral packets faxed to {snf} (fax {fax}), {snf} (fax {fax}) and {snf}; uploaded via {snfurl}\n",
        "- {time_c} {snf} accepted; bed available {cd}. {~Admissions liaison|Liaison|Intake coordinator} {lname}{~ RN|, LPN|} {ph}.\n",
        "- {snf} declined ({~no LTC bed|payer not contracted|behaviors}).\n",
        "- Auth requested from {ins} ({~portal|phone {ph}}); ref # {authno}; {~approved {cd}|pending peer-to-peer}\n",
        "- HH referral to {hha}, SOC {cd}; intake {orgmail}\n",
        "- DME: {~hospital bed and|} {~rolling walker|bedside commode|O2 concentrator 2L} ordered through {dme} "
        "({ph}); {~concentrator|unit} serial {sn} delivered to {~home|{street}}\n",
        "- Transport: {transport} w/c van booked for {cd} at {~10:00|13:30|1500}, confirmation {ordno}\n",
        "{~- Pt's car (plate {plate}) remains in hospital garage; {r2_word} {r2_first} to pick up.\n|"
        "- Vehicle {~towed|impounded} after MVC, VIN {vin}; {r1_word} handling.\n}",
        "- FMLA paperwork for {r1_word} {r1_name} ({r1_prof}) faxed to employer {emp2} at {fax}\n",
        "- Met w/ pt and {r1_word} at bedside, room {room}; choice list given; preferred {snf} b/c near {r1_city}\n",
        "- Spoke with {~Medicare|Medicaid} caseworker re: {~3-midnight rule|eligibility}; application # {ordno}\n",
        "- Rx benefits checked w/ {ins}: apixaban copay $47; sent to {rx}\n",
        "- {~Called|Left VM for} {r2_word} {r2_name} at {r2_phone} re: plan\n",
        "- Emailed {cm_email} / {orgmail} w/ updated PT notes\n",
    ]
    c["lname"] = lambda: cs.name(g.person(), "DOCTOR", r.choice(["full", "full", "initial_last"]))
    c["sn"] = lambda: P(g.serial(), "DEVICE")
    c["emp2"] = lambda: P(g.pick(["Dunmore Freight", "Haskins Lumber", "Redfern Logistics", "Ferncliff Dairy",
                                  "Copperline Plastics", "Tri-Valley Transit"]), "ORGANIZATION")
    c["rx"] = lambda: P(g.pharmacy(cs.pt.city), "HOSPITAL")
    for a in r.sample(acts, r.randint(7, 10)):
        R(a)
    R("\n{~Barriers: {~no caregiver at night|copay|pending Medicaid}. |}EDD {cd}. Will follow.\n")
    R("{~The plan was reviewed with {r1_word} {r1_name}, who agrees.|Pt agrees with plan.|}\n")
    doc.put(cs.sig(c, r.choice(["cm", "sw"])))
    return cs, doc


# --------------------------------------------------------------------------
# (6) consults
SPECS = ["Cardiology", "Nephrology", "Gastroenterology", "Infectious Disease", "Pulmonary", "Neurology",
         "Hematology", "Endocrinology", "Psychiatry", "Electrophysiology", "Hepatology"]


def consult(rng, style):
    cs, doc, c = _new(rng, style, "consult")
    r, g = cs.r, cs.g
    R = lambda t: doc.render(t, c)
    cs.add_family(c, [r.choice(["wife", "husband", "daughter", "son", "mother"])])
    spec = r.choice(SPECS)
    c["od"] = lambda: cs.d(cs.adm - dt.timedelta(days=r.randint(30, 1500)),
                           r.choice(["short", "slash", "monthyear", "abbr", "slash2"]))
    c["clinic"] = lambda: P(g.clinic(cs.hosp_town), "HOSPITAL")
    c["od2"] = lambda: cs.d(cs.adm - dt.timedelta(days=r.randint(2, 20)), r.choice(["short", "wk", "abbr", "weekday"]))
    c["sn2"] = lambda: P(g.serial(), "DEVICE")
    c["ipx"] = lambda: P(g.ip(), "IPADDR")
    c["od3"] = lambda: cs.dplus(r.randint(3, 30), r.choice(["short", "slash", "wk"]))
    c["cph"] = lambda: P(g.phone(cs.st_abbr), "PHONE")
    c["spec"] = spec
    blocks.header(doc, cs, c, "%s Consult%s" % (spec, r.choice(["", " Note", "ation", " - Initial"])))
    R("{#Requesting physician}: {att_dr} ({~hospitalist|medicine}), pgr {att_pager}\n")
    R("{#Reason for consult}: " + {
        "Cardiology": "new AF w/ RVR, trop leak", "Nephrology": "AKI, Cr up to 3.4",
        "Gastroenterology": "melena, Hgb drop", "Infectious Disease": "MRSA bacteremia",
        "Pulmonary": "hypoxemia, b/l infiltrates", "Neurology": "new L facial droop",
        "Hematology": "thrombocytopenia, ?HIT", "Endocrinology": "DKA transition to SQ insulin",
        "Psychiatry": "capacity evaluation", "Electrophysiology": "PPM interrogation after syncope",
        "Hepatology": "new ascites, ?transplant referral"}[spec] + "\n\n")
    R("{#HPI}: {agesx} w/ " + ", ".join(r.sample(clin.HX, 3)) + ". ")
    R(r.choice([
        "Outside records from {osh} ({osh_place}) reviewed: {~echo {od} EF 35%|cath {od} w/ 70% LAD|"
        "Cr 1.2 baseline {od}|EGD {od} w/ varices}. ",
        "Known to our service; last seen at {clinic} on {od} by {cons_dr}. ",
        "Followed as outpatient by {pcp} at {pcp_clinic}; last visit {od}. ",
    ]))
    R("Per {r1_word} {r1_name}, {~symptoms began around {od2}|pt has been more confused since {od2}|"
      "pt stopped meds after {holiday}}.\n")
    # specialty specific
    if spec in ("Cardiology", "Electrophysiology"):
        R("\n{#Device}: {~Medtronic|Boston Scientific|Abbott|Biotronik} {~dual-chamber PPM|ICD|CRT-D}, "
          "implanted {od} at {oshany}; generator SN {device_sn}, RV lead SN {sn2}. Remote monitoring via "
          "{~CareLink|LATITUDE|Merlin.net} transmitter (IP {ipx}).\n"
          "Interrogation: {~AP 42%, VP <1%|2 episodes NSVT|AT/AF burden 18%}; battery 7.5 yrs.\n")
    elif spec == "Nephrology":
        R("\n{#Dialysis}: {~not on HD|HD MWF at {clinic} via L AVF; EDW 72 kg|PD at home, supplies via {dme}}\n")
    elif spec == "Infectious Disease":
        R("\n{#Exposures}: works as {prof} {~at {employer}|}; travel to {country} {od}; "
          "{~cats at home|no animal exposure|farm animals}. {~PICC placed {od2}, lot {sn2}.|}\n")
    elif spec == "Psychiatry":
        R("\n{#Collateral}: {r1_word} {r1_name} ({r1_phone}); outpatient psychiatrist {pcp} at {clinic}. "
          "Pt {~was employed as a {prof}|is a retired {prof}} until {od}.\n")
    elif spec == "Hepatology":
        R("\n{#Transplant}: referral to {~{osh}|{clinic}} transplant program; MELD-Na 27; "
          "portal intake {url}\n")
    else:
        R("\n{#Pertinent hx}: {~colonoscopy {od} at {clinic}|CT {od} at {oshany}|seen in {clinic} {od}}.\n")
    R("\n{#Meds}: ")
    doc.lit(", ".join(r.sample(clin.DRUGS, r.randint(4, 7))) + "\n")
    R("{#Allergies}: " + r.choice(clin.ALLERGIES) + "\n")
    R("{#Exam}: ")
    doc.lit(clin.vitals(r) + "\n")
    blocks.exam(doc, cs)
    R("\n{#Data}:\n")
    blocks.labs_block(doc, cs, c, nlabs=r.randint(3, 6), lower=style == "lower")
    blocks.micro_block(doc, cs, c, n=r.randint(0, 2))
    blocks.imaging_block(doc, cs, c, n=1)
    R("\n{#Impression}: {agesx} " + r.choice(clin.PROBLEMS)[0].lower() + ".\n{#Recommendations}:\n")
    for (a, b) in clin.problems(r, r.randint(2, 4)):
        doc.lit("- " + b + "\n")
    R(r.choice([
        "- will discuss at {~multidisciplinary|tumor board|EP} conference {od3}\n",
        "- f/u in {clinic} w/ {cons_dr} {od3}; ph {cph}\n",
        "- obtain records from {oshany} (fax {hosp_fax})\n",
    ]))
    R("\nThank you for this consult. {~Discussed w/ primary team ({res_dr}).|Will follow.|Pls page w/ questions.}\n")
    R(r.choice([
        "{fellow_full}, {fellow_cred}, {spec} fellow, pgr {fellow_pager}\n"
        "Attending attestation: seen and examined with fellow; agree. {cons_full}, {cons_cred} ({cons_user})\n",
        "{cons_full} {cons_cred}  | {spec} | pager {cons_pager} | {cons_email}\n",
        "-- {fellow_lf} (fellow) / {cons_dr} (attending)  {today}\n",
    ]))
    return cs, doc


# --------------------------------------------------------------------------
# (7) nursing shift notes
def nursing(rng, style):
    cs, doc, c = _new(rng, style, "nursing")
    r, g = cs.r, cs.g
    R = lambda t: doc.render(t, c)
    cs.add_family(c, [r.choice(["husband", "wife", "daughter", "son", "grandson", "granddaughter"]),
                      r.choice(["neighbor", "sister", "brother", "friend", "son-in-law", "daughter-in-law"])])
    night = r.random() < 0.5
    c["shift"] = "1900-0700" if night else "0700-1900"
    c["endshift"] = "0700" if night else "1900"
    c["bio"] = lambda: P(g.bioid(), "BIOID")
    c["pump"] = lambda: P(g.serial(), "DEVICE")
    c["tele"] = lambda: P(g.serial(), "DEVICE")
    blocks.header(doc, cs, c, r.choice(["Nursing Shift Note", "RN Shift Assessment", "Nursing Progress Note",
                                        "Shift Summary - Nursing"]))
    R("{#Shift}: {today_wk} {shift}   {#RN}: {rn}   {#Charge}: {rn2_full}\n\n")
    times = sorted(r.sample(range(0, 12), r.randint(9, 12)))
    base = 19 if night else 7
    entries = [
        "Received report from {rn2} at bedside; pt ID verified w/ name and DOB {dob}. Room {room}, bed {bed}"
        "{~ (transferred from {building} {time})|}. {~Pt prefers to be called {pt_nick}.|}",
        "Assessment: " + r.choice(["A&Ox4, calm", "A&Ox2, reorients easily", "lethargic, arousable to voice"]) +
        "; {~lungs diminished bases|LS clear|crackles RLL}; {~Foley draining clear yellow|voiding per urinal|"
        "incontinent, brief changed}. " + ", ".join(r.sample(clin.SCORES, 2)) + ".",
        "VS: " + clin.vitals(r, "line") + ".",
        "Meds given per MAR: " + ", ".join(r.sample(clin.DRUGS, 2)) + ". {~Pyxis override for {~KCl|insulin} "
        "(biometric login {bio}).|Scanned w/o issue.|}",
        "{r1} at bedside; {~asking for update, MD paged|brought {His} glasses|stayed overnight on recliner}. "
        "{~Contact # {r1_phone}.|Prefers calls after 0800 at {r1_phone}.|}",
        "Belongings: {~cell phone, wallet w/ {dl_st} DL {dl}, dentures|glasses, hearing aids, rosary|"
        "clothing sent home w/ {r2_word} {r2_name}}; inventory signed.",
        "Tele box {tele} applied; {~NSR 70s|AF 90-110s|ST 100s}. Central monitoring at {ipx} notified.",
        "IV pump {pump} alarmed occlusion, line flushed; {~NS @75|heparin gtt per protocol|vanc infusing}.",
        "Pt {~up to chair w/ 1 assist|ambulated 50 ft w/ walker|refused to turn}; bed alarm on; "
        "Morse {~45|65|75}; {~non-skid socks|fall mat at bedside|sitter {scribe_first} at bedside}.",
        "{~Neighbor|Friend} {r2_name} called ({r2_phone}); {~code word verified, updated|no code word, no info given}.",
        "Paged {res_dr} (pgr {res_pager}) re: {~BP 182/94|UOP 15 cc/h|new confusion|CBG 58}; orders received.",
        "Pt states {~'my {r1_word2} {r1_first} is coming after work'|'I used to be a {prof}'|'I want to go back to "
        "{city}'}.",
        "{~Chaplain {chap} visited.|Wound RN {rn2_first} assessed sacrum, Braden 12.|PT {ptx_first} in for eval.}",
        "Pt's {~truck|car} (plate {plate}) in visitor lot per {r1_word}; security notified.",
        "Pt {~will|may} shower in the morning; {~hope|plan} to d/c Foley; {~mark|marked} new IV site L FA.",
        "Pain reassessed: {~6/10 -> 3/10 after oxycodone 5 mg|denies pain|4/10, repositioned, warm pack}. "
        "I/O this shift {~1200/950|600/1400|900/300 + 1 unmeasured void}. {~Wt 81.2 kg (standing).|Bed scale wt 67.4 kg.|}",
        "Skin: {~sacral stage 2 intact w/ foam dressing|heels boggy, offloaded w/ pillows|no breakdown}; "
        "turned q2h. Diet {~cardiac, ate 50%|NPO after MN for EGD|dysphagia II, thin liquids}.",
        "Education: {~insulin teach-back w/ {r1_word} {r1_first}|fall prevention reviewed|low Na diet handout given}; "
        "{~verbalized understanding|needs reinforcement}.",
        "{r1_word} {r1_name} called from {~work|home|{r1_city}} ({r1_phone}); {~updated per pt permission|"
        "asked about d/c date, deferred to CM {cm_first}}.",
        "CBG {~68 -> juice given -> 112|238, lispro 4 units per SSI|142}; {~HS snack given|no coverage needed|MD aware}.",
        "Hourly rounding completed; {~call light in reach|pt sleeping, resp even|repositioned L side}.",
        "Handoff to {rn2} at {endshift}; SBAR given{~, questions answered|}.",
    ]
    c["ipx"] = lambda: P(g.ip(), "IPADDR")
    c["r1_word2"] = cs.fam[0].rel
    picks = [entries[0]] + r.sample(entries[1:-1], len(times) - 2) + [entries[-1]]
    for t, e in zip(times, picks):
        hh = (base + t) % 24
        doc.lit("%02d%02d - " % (hh, r.choice([0, 10, 15, 30, 45, 50])))
        R(e + "\n")
    R("\n{#Plan for next shift}: {~cont fall precautions, I/O, daily wt|monitor K after repletion|"
      "f/u CT results|d/c planning w/ CM {cm_first}}\n")
    R(r.choice(["{rn_full}, {rn_cred}  ext {ext}  ({rn_user})\n", "-- {rn} / {today_short} {time}\n",
                "Signed {rn_lf} {rn_cred} user {rn_user}\n"]))
    return cs, doc


# --------------------------------------------------------------------------
# (8) family meeting / goals of care
def family(rng, style):
    cs, doc, c = _new(rng, style, "family_meeting")
    r, g = cs.r, cs.g
    R = lambda t: doc.render(t, c)
    pt_f = cs.pt.sex == "F"
    spouse = "husband" if pt_f else "wife"
    opts = [spouse, "daughter", "son", "granddaughter", "grandson", "sister", "brother", "neighbor",
            "niece", "daughter-in-law", "son-in-law"]
    first = r.choice([spouse, "daughter", "son"])
    rels = [first] + r.sample([o for o in opts if o != first], r.randint(2, 4))
    fam = cs.add_family(c, rels, wordy=0.75)
    c["my"] = lambda: cs.d(cs.adm - dt.timedelta(days=r.randint(40, 700)), r.choice(["monthyear", "abbr", "year"]))
    c["pastor"] = lambda: Seq([r.choice(["Rev. ", "Pastor ", "Father ", "Rabbi "]),
                               P(g.person().last, "FAMILY")]) if r.random() < 0.6 else \
        Seq([P(g.person().full, "FAMILY")])
    c["dm"] = lambda: cs.dplus(r.randint(1, 7), r.choice(["weekday", "wkshort", "short", "abbr"]))
    c["fph"] = lambda: P(g.phone(cs.st_abbr), "PHONE")
    c["bday"] = lambda: cs.d(cs.today - dt.timedelta(days=r.randint(1, 200)), r.choice(["short", "abbr"]), year=False)
    c["myr"] = lambda: cs.d(cs.adm - dt.timedelta(days=r.randint(9000, 22000)), "year")
    blocks.header(doc, cs, c, r.choice(["Family Meeting Note", "Goals of Care Discussion", "Palliative Care - "
                                        "Family Meeting", "GOC / Family Conference"]))
    c["confroom"] = lambda: P(r.choice(["4B", "B", "2", "612", "C-3"]), "LOCATION_OTHER")
    R("{#Date}/{#time}: {today} {time_c} - {~45|60|75|90} min; {~conference room {confroom}, {building}|family room {confroom}|at bedside, room {room}|"
      "by phone/video}\n")
    R("{#Present}: ")
    parts = []
    for i, x in enumerate(fam, 1):
        parts.append("{r%d}" % i + r.choice(["", " ({r%d_phone})" % i, "", " (HCP)" if i == 1 else ""]))
    R(", ".join(parts) + "; {att_dr} (attending), {sw} (SW), {chap} (chaplain){~, interpreter {interp_full}|}"
      "{~, RN {rn_first}|}\n")
    R("{~{#By phone}: {r2_word} {r2_name} from {r2_city}, {state}\n|}")
    R("\n{#Background}: {~{agesx}|{agewords}} with " + ", ".join(r.sample(clin.HX, 3)) + ", admitted {adm_date} with " +
      r.choice(clin.PROBLEMS)[0].lower() + ". {~Third admission since {holiday}.|Prior hospitalization at "
      "{oshany} in {my}.|Declining over the past year per family.} " + r.choice(clin.SCORES) + ".\n")
    R("\n{#Discussion}:\n")
    lines = [
        "Reviewed hospital course and current condition in plain language. {r1_word} {r1_first} asked "
        "\"{~will {he} get better|is {he} in pain|how long}\" - answered honestly; prognosis likely weeks to months.",
        "Family describes {pt_first} as {~a retired {prof}|having worked as a {prof} for 40 yrs|"
        "a {prof} who worked at {employer} for 30 yrs}; \"{~{he} was always the strong one|{he} never wanted machines}\".",
        "{r2} {~is a {r2_prof} and|works nights as a {r2_prof} and|({r2_prof})} had questions about feeding tube; "
        "discussed that PEG does not prolong life in advanced dementia.",
        "{r1_word} {r1_name} is HCP (document on file {my}); {r1_he} reports pt previously said "
        "{~\"no nursing home\"|\"don't keep me alive on machines\"|\"I want to be home for {holiday}\"}.",
        "{r3_word} {r3_first} ({r3_age}) lives {~nearby in {r3_city}|out of state|in the same building} and "
        "{~visits daily|is the main caregiver|can help w/ meds}.",
        "Pt's {~pastor|faith leader} {pastor} from {church} {~visited {my}|will come {dm}|is aware}.",
        "Discussed hospice: {~{hha} hospice|{snf} inpatient hospice|home hospice via {hha}}; "
        "family prefers home, {r1_word} can stay w/ pt; {r3_word} {r3_name} can take off work "
        "({~at {employer}|as a {r3_prof}}).",
        "{r1_word} {r1_first} tearful; chaplain {chap_first} provided support. Hope is for comfort and time "
        "with family; will reassess {dm}.",
        "Funeral planning: family has contacted {funeral} ({fph}); pt's wishes: {~burial|cremation} in {city}.",
        "Pt {pt_first} {~able to participate briefly|not able to participate (CAM+)|nodded yes when asked "
        "about going home}; pt turned {age} on {bday}.",
        "{married}",
        "Met separately with {r1_first} and {r2_first} before the meeting; both agree {pt_first}'s wishes should guide care.",
        "Per {r2_first}'s account, pt {~stopped eating after {holiday}|has not recognized family since {my}|"
        "fell twice at home in {my}}.",
        "Interpreter {interp_full}{~ (CMI)|, certified| (staff)|} used for family (language: {~Portuguese|Haitian Creole|"
        "Vietnamese|Polish|Spanish}); {r2_word} {r2_first} visiting from {country}.",
    ]
    if fam[0].rel in ("wife", "husband", "partner"):
        c["married"] = ("Married to {r1_word} {r1_first} since {myr}; {~{r1_he} has early dementia|"
                        "{r1_he} is frail} and {~grand|}kids help.")
    else:
        c["married"] = "Widowed since {myr}; {~lived alone until {my}|moved in with {r1_word} {r1_first} in {my}}."
    use = r.sample(lines, r.randint(6, 9))
    for ln in use:
        R("- " + ln.replace("{married}", c["married"]) + "\n")
    # word-name hard negatives in lower-case ordinary use
    R("\n{~Hope for|Family's hope:} {~comfort|meaningful time|getting home}; {~will|may} revisit if "
      "{~frank bleeding|art line needed|further decline|a bill from the nursing home} {~occurs|is noted}.\n")
    R("\n{#Outcome}:\n- Code status changed to {~DNR/DNI|DNR/DNI, comfort-focused care|full code for now, "
      "time-limited trial x72h}\n- MOLST completed and signed by {att_dr} and {r1_word} {r1_name} {today_short}\n"
      "- {~Palliative to follow|Hospice referral to {hha}|Family meeting again {dm}}\n")
    R("- Primary contact: {r1_word} {r1_full} {r1_phone}{~, email {r1_email}|}\n")
    R(r.choice(["\nTotal time {~60|75|90} min, >50% counseling. ", "\n"]))
    doc.put(cs.sig(c, r.choice(["att", "sw", "np"])))
    return cs, doc
