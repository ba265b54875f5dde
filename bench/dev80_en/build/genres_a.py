"""Genres 1-7: ED provider note, hospitalist progress note, ICU flowsheet summary,
discharge summary, surgical consult, anesthesia pre-op note, obstetric triage note."""
import pools as PL
from core import P, words
import clin
from blocks import (he, his, him, sexw, relative, kv_lines, banner, sig, cc_block, dictation, addendum,
                    social, family_hx, insurance, foreign_ids, emergency_contact)


def sec(c, title, body):
    st = c.sec_style
    if st == "caps":
        return f"{title.upper()}:\n{body}\n"
    if st == "colon":
        return f"{title}:{chr(10) if chr(10) in body else ' '}{body}\n"
    if st == "hash":
        return f"== {title} ==\n{body}\n"
    return f"{title}\n{'-' * len(title)}\n{body}\n"


def bullets(items, b="- "):
    return "\n".join(b + x for x in items)


def numbered(items):
    return "\n".join(f"{i}. {x}" for i, x in enumerate(items, 1))


# ====================================================================== 1. ED provider note
ED_CC = {
    "chest pain": ("substernal chest pressure", ["heart", "wells"], ["R07.9", "I10", "E78.5"], "ACS, PE, aortic dissection"),
    "shortness of breath": ("progressive dyspnea and cough", ["curb", "wells"], ["J44.1", "J18.9", "I50.33"], "pneumonia vs CHF exacerbation vs COPD"),
    "fall": ("a mechanical fall at home", ["gcs", "morse"], ["S72.001A", "Z91.81", "R26.81"], "mechanical fall vs syncope; hip fracture"),
    "motor vehicle collision": ("a motor vehicle collision", ["gcs", "pain"], ["R07.9", "M54.50"], "blunt chest trauma, spine injury"),
    "abdominal pain": ("right upper quadrant pain after meals", ["pain", "curb"], ["K80.20", "K35.80", "K56.609"], "cholecystitis vs pancreatitis vs SBO"),
    "syncope": ("a witnessed syncopal episode", ["gcs", "chads"], ["I48.91", "I10"], "orthostasis vs arrhythmia"),
    "fever": ("fevers, rigors and dysuria", ["sofa", "curb"], ["A41.9", "N17.9"], "urosepsis vs pneumonia"),
    "altered mental status": ("confusion noted by family", ["gcs", "nihss"], ["E87.1", "G30.9", "N17.9"], "metabolic encephalopathy vs stroke vs infection"),
}


def ed(c):
    if c.lower:
        return ed_terse(c)
    pt = c.pt
    att = c.person("DOCTOR")
    res = c.person("DOCTOR")
    scribe = c.person("DOCTOR")
    rn = c.person("DOCTOR")
    pcp = c.person("DOCTOR")
    fam = relative(c)
    cc = c.ch(list(ED_CC))
    desc, sc_keys, icd_keys, ddx = ED_CC[cc]
    onset = c.plus(c.base, -c.r.randint(1, 6))
    layout = c.ch("headed", "kv", "narrative")
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    arr = clin.tod(c)
    room = c.ch(f"ED bed {P('LOCATION_OTHER', c.r.randint(1, 38))}", f"Room {P('LOCATION_OTHER', c.ch('12', '14B', '22', 'H3', '7'))}",
                f"Trauma Bay {P('LOCATION_OTHER', c.r.randint(1, 4))}", f"hallway bed {P('LOCATION_OTHER', c.ch('H2', 'H6', 'H11'))}",
                f"Resus {P('LOCATION_OTHER', c.r.randint(1, 3))}")
    # arrival / context
    how = c.r.randint(0, 5)
    if how == 0:
        arrival = f"Brought in by EMS from home at {c.addr_inline(c.home)}."
    elif how == 1:
        arrival = (f"Arrived by private vehicle with {his(pt)} {fam.rel} {P('FAMILY', c.form(fam, c.ch('first', 'full')))}, "
                   f"who drove from {P('CITY', c.town())}.")
    elif how == 5:
        arrival = f"Brought in by {his(pt)} {fam.rel}, who gives most of the history."
    elif how == 2:
        arrival = (f"EMS called from {P('LOCATION_OTHER', c.ch(PL.LANDMARKS))} in {P('CITY', c.home['city'])}; "
                   f"bystander CPR not required.")
    elif how == 3:
        arrival = f"Sent from work at {P('ORGANIZATION', c.ch(PL.EMPLOYERS))} where {he(pt)} is a {P('PROFESSION', c.ch(PL.PROFESSIONS))}."
    else:
        arrival = (f"Transferred from {P('HOSPITAL', c.ch(PL.US_HOSPITALS + PL.CA_HOSPITALS))} for higher level of care; "
                   f"accepted by {c.dr(att, 'Dr. L')} at {clin.tod(c)}.")
    mvc = ""
    if cc == "motor vehicle collision":
        mvc = (f" Restrained driver of a {c.ch('sedan', 'pickup', 'minivan', 'SUV')} (plate {P('VEHICLE', c.plate())}) "
               f"struck on the passenger side near {P('LOCATION_OTHER', c.ch(PL.LANDMARKS))} at about {clin.tod(c)}. "
               f"Airbags deployed. {c.ch('State police', 'Sheriff', 'RCMP')} report {P('IDNUM', c.idnum('case'))}; "
               f"VIN {P('VEHICLE', c.vin())} recorded by the officer.")
    age_f = c.ch("yrold", "yo", "y/o", "words", "yoa")
    onset_txt = (P("DATE", c.holiday()) if c.chance(0.12)
                 else c.D(onset, c.ch('wk_md', 'md', 'mon_d', 'wk', 'wk_mon_d')))
    hpi = (f"{c.A(c.age_v, age_f, pt.sex[0])} {sexw(pt)} {c.ch('with a history of', 'w/ PMH of', 'with')} "
           f"{c.ch('HTN, HLD', 'COPD on 2L home O2', 'CKD stage 4', 'atrial fibrillation on apixaban', 'T2DM and CAD s/p PCI', 'Parkinson disease')} "
           f"who presents with {desc} since {onset_txt}.{mvc} {arrival} "
           f"{c.ch('Symptoms began', 'Symptoms started')} around {clin.tod(c)} and have lasted {clin.dur_plain(c)}. "
           f"{' '.join(clin.ordinary(c, 1, 'hx'))} "
           f"Last seen by {his(pt)} PCP {c.dr(pcp)} at {P('HOSPITAL', c.clinic())} on {c.D(c.plus(c.base, -c.r.randint(20, 300)))}.")
    if c.chance(0.5):
        hpi += (f" {fam.rel.capitalize()} {P('FAMILY', c.form(fam, 'first'))} reports {he(pt)} "
                f"{c.ch('has been more tired', 'has not been eating', 'was confused this morning', 'fell twice last week')}.")
    ros = c.ch("All other systems reviewed and negative.", "ROS otherwise negative x10.",
               "Positive for fatigue; negative for rash, hematuria, headache.")
    exam = (f"{clin.vitals(c, sick=True)}\nGen: {c.ch('NAD', 'uncomfortable', 'ill-appearing', 'alert, anxious')}. "
            f"HEENT: atraumatic. CV: {c.ch('RRR, no murmurs', 'irregularly irregular', 'tachycardic, regular')}. "
            f"Lungs: {c.ch('clear bilaterally', 'crackles at bases', 'diffuse wheezes')}. Abd: "
            f"{c.ch('soft, NT', 'TTP RUQ, ' + clin.eponyms(c, 1, 'exam')[0], 'mildly distended')}. Neuro: "
            f"{clin.scores(c, ['gcs'], 1)[0]}, {c.ch('no Babinski sign', 'Romberg negative', 'moves all extremities')}.")
    labs = (f"{clin.bmp(c)}\n{clin.cbc(c)}\n{clin.misc_labs(c, 3)}")
    acc = P("IDNUM", c.idnum("acc"))
    imaging = c.ch(f"CXR (acc {acc}): {c.ch('no acute process', 'bibasilar opacities', 'small effusion')}.",
                   f"CT head without contrast, accession {acc}: no acute intracranial abnormality.",
                   f"RUQ US #{acc}: cholelithiasis with wall thickening.",
                   f"CTA chest, acc# {acc}: no PE.")
    t1, t2, t3 = clin.tod_seq(c, 3)
    course = (f"{t1} {clin.meds_inline(c, ('inpt',), 2)}.\n"
              f"{t2} Discussed with {c.dr(res, 'Dr. FL')} ({c.ch('surgery', 'cardiology', 'hospitalist', 'ortho')}), "
              f"pager {P('PHONE', c.phone('pager'))}.\n"
              f"{t3} Reassessed; {c.ch('pain improved', 'still tachycardic', 'resting comfortably')}. {clin.role(c).capitalize()} aware.")
    mdm = f"Scores: {', '.join(clin.scores(c, sc_keys, 2))}. Differential includes {ddx}. {clin.ordinary(c, 1, 'plan')[0]}"
    dx = bullets(clin.icd(c, icd_keys, 2))
    dispo = c.ch(f"Admit to hospitalist service, {c.dr(att)} accepting; bed {P('LOCATION_OTHER', c.ch('412B', '518', '6E-22', '309-2'))} on "
                 f"{P('HOSPITAL', c.ch(PL.UNITS))}.",
                 f"Discharged home with {fam.rel}; return precautions given. Follow up with {c.dr(pcp, 'Dr. L')} in 2-3 days.",
                 f"Transfer to {P('HOSPITAL', c.hospital())} cath lab; report called to {P('DOCTOR', c.form(rn, 'full'))}, RN.")
    attest = c.ch(
        f"Scribe attestation: I, {P('DOCTOR', c.form(scribe, 'full'))}, am scribing for and in the presence of {c.dr(att, 'Dr. FL')}.",
        f"Scribed by {P('DOCTOR', c.form(scribe, c.ch('full', 'fi')))} (scribe ID {P('USERNAME', c.username(scribe))}) for {c.dr(att, 'Dr L')}.",
        f"Documentation assisted by scribe {P('DOCTOR', c.form(scribe, 'full'))}. I personally performed the history and exam. -- {c.dr(att, 'Dr. L')}",
    )
    triage = (f"Triage RN: {P('DOCTOR', c.form(rn, c.ch('full', 'fi', 'LF')))}, RN  ESI {c.r.randint(1, 4)}  "
              f"Arrival {c.D(c.base)} {arr}")
    hdr_pairs = [("Patient", c.nm(pt, c.ch("LFM", "LF", "full"))), ("MRN", P("MRN", c.mrn_v)),
                 ("DOB", c.D(c.dob)), ("Age/Sex", f"{P('AGE', c.age_v)}/{pt.sex}"),
                 ("FIN", P("ACCOUNT", c.acct_v)), ("Location", room),
                 ("Attending", c.cred(att, "MD")), ("PCP", c.dr(pcp, c.ch("Dr. FL", "Dr. L")))]
    if c.chance(0.35):
        hdr_pairs.append(("Wristband", f"palm-vein ID {P('BIOID', c.bioid())}"))
    if c.chance(0.3):
        hdr_pairs.append(("ID", foreign_ids(c)))
    if layout == "kv":
        head = f"{P('HOSPITAL', c.hosp)} EMERGENCY DEPARTMENT\n{kv_lines(hdr_pairs, two_col=c.chance(0.5))}\n{triage}\n"
        body = (sec(c, "Chief Complaint", cc) + sec(c, "HPI", hpi) + sec(c, "ROS", ros) + sec(c, "Exam", exam) +
                sec(c, "Labs", labs) + sec(c, "Imaging", imaging) + sec(c, "ED Course", course) + sec(c, "MDM", mdm) +
                sec(c, "Diagnoses", dx) + sec(c, "Disposition", dispo))
    elif layout == "headed":
        head = (f"ED PROVIDER NOTE - {P('HOSPITAL', c.hosp)}\n{banner(c, [room])}\n"
                f"Date of service: {c.D(c.base, c.ch('wk_long', 'long', 'mdy'))}  Arrival {arr}\n{triage}\n")
        body = (sec(c, "Chief Complaint", cc.capitalize()) + sec(c, "History of Present Illness", hpi) +
                sec(c, "Social History", social(c, fam)) + sec(c, "Review of Systems", ros) +
                sec(c, "Physical Exam", exam) + sec(c, "Results", labs + "\n" + imaging) +
                sec(c, "ED Course", course) + sec(c, "Medical Decision Making", mdm) +
                sec(c, "Impression", dx) + sec(c, "Disposition", dispo))
    else:
        head = (f"{c.nm(pt, 'full')} ({P('MRN', c.mrn_v)}) was seen in the {P('HOSPITAL', c.hosp)} emergency department on "
                f"{c.D(c.base, c.ch('long', 'wk_long'))}, arriving at {arr}.\n")
        body = (f"{hpi}\n\n{c.mr(pt)} was triaged by {P('DOCTOR', c.form(rn, 'full'))}, RN, and placed in {room}. "
                f"{ros}\n\nOn exam: {exam}\n\nWorkup: {labs.replace(chr(10), '; ')}. {imaging}\n\nCourse:\n{course}\n\n"
                f"{mdm} Working diagnoses:\n{dx}\n\nPlan: {dispo}\n")
    tail = attest + "\n\n" + sig(c, att, c.ch("MD", "DO"), role="Emergency Medicine")
    if c.chance(0.2):
        tail += "\n" + dictation(c, att, c.person("DOCTOR"))
    if c.chance(0.3):
        tail += "\n\n" + addendum(c, att)
    if c.chance(0.25):
        tail += f"\n{clin.cpt(c, ['99285', '99284', '99291', '31500'])}"
    return head + "\n" + body + "\n" + tail, layout


def ed_terse(c):
    pt = c.pt
    att = c.person("DOCTOR")
    rn = c.person("DOCTOR")
    fam = relative(c)
    cc = c.ch("cp", "sob", "fall", "mvc", "abd pain", "syncope", "fever", "ams", "weakness")
    lines = [
        f"ed note {c.D(c.base, c.ch('md', 'mdy2', 'wk_md'))} {clin.tod(c)}",
        f"{c.nm(pt, c.ch('LF', 'full', 'fi'))} mrn {P('MRN', c.mrn_v)} {c.A(c.age_v, c.ch('sexF', 'sex_sp', 'yo_ns'), pt.sex)}",
        f"cc {cc} x {c.r.randint(1, 9)}{c.ch('d', 'h', ' days', ' hrs')}",
        f"hpi: {c.A(c.age_v, c.ch('yo_ns', 'yo'))} {pt.sex.lower()} "
        f"{c.ch('htn hld', 'copd', 'esrd on hd mwf', 'afib on apix', 'dm2')} here w/ {cc}; "
        f"started {c.D(c.plus(c.base, -c.r.randint(1, 5)), c.ch('wk', 'wk_md', 'md'))}. "
        f"{c.ch('came w/', 'brought by', 'here w/')} {fam.rel} {P('FAMILY', c.form(fam, c.ch('first', 'nick')))} "
        f"({c.PH()}). {c.ch('ems from home', 'walked in', 'ems from ' + P('LOCATION_OTHER', c.ch(PL.LANDMARKS)))}.",
        f"vitals {clin.vitals(c, 'terse', sick=True)}",
        f"exam {c.ch('nad', 'uncomfortable')}, {c.ch('rrr', 'irreg irreg')}, {c.ch('ctab', 'crackles bases')}, "
        f"{clin.eponyms(c, 1, 'exam')[0].lower()}",
        f"labs {clin.bmp(c, 'inline').lower()}; {clin.cbc(c).lower()}",
        f"{c.ch('ct', 'cxr', 'us')} acc {P('IDNUM', c.idnum('acc'))} {c.ch('neg', 'pending', 'small effusion')}",
        f"{clin.scores(c, ['heart', 'wells', 'gcs', 'curb'], 1)[0].lower()}",
        f"gave {clin.meds_inline(c, ('inpt',), 2).lower()}",
        f"dispo {c.ch('admit', 'home', 'obs')} - d/w {c.dr(att, c.ch('Dr L', 'Dr. L'))} {clin.tod(c)}; "
        f"rm {P('LOCATION_OTHER', c.ch('14', '22b', 'h4', '31'))}",
        f"rn {P('DOCTOR', c.form(rn, c.ch('first', 'fi')))} aware",
        f"-{P('DOCTOR', c.form(att, c.ch('init', 'init3')))}",
    ]
    if c.chance(0.4):
        lines.insert(3, f"mvc, driver, plate {P('VEHICLE', c.plate())}, police rpt {P('IDNUM', c.idnum('case'))}")
    if c.chance(0.4):
        lines.insert(4, f"works {P('PROFESSION', c.ch(PL.PROFESSIONS))} at {P('ORGANIZATION', c.ch(PL.EMPLOYERS))}")
    return "\n".join(lines), "terse-lower"


# ====================================================================== 2. hospitalist progress note
def hospitalist(c):
    if c.lower:
        return hospitalist_terse(c)
    pt = c.pt
    att = c.person("DOCTOR")
    xc = c.person("DOCTOR")
    nrn = c.person("DOCTOR")
    cons = c.person("DOCTOR")
    fam = relative(c)
    hd = c.r.randint(2, 9)
    admit = c.plus(c.base, -hd + 1)
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("headed", "kv", "soap")
    unit = P("HOSPITAL", c.ch(PL.UNITS))
    room = P("LOCATION_OTHER", c.ch(f"{c.r.randint(301, 899)}", f"{c.r.randint(301, 899)}{c.ch('A', 'B')}",
                                    f"{c.r.randint(301, 899)}-{c.r.randint(1, 2)}"))
    t1, t2, t3 = clin.tod_night(c), clin.tod_night(c), clin.tod_night(c)
    overnight = [
        f"At {t1} {he(pt)} became {c.ch('agitated and pulled at lines', 'hypotensive to 84/50', 'febrile to 38.9', 'hypoxic to 86%')}; "
        f"cross-cover {c.dr(xc, c.ch('Dr. L', 'Dr L', 'Dr. Fi'))} was paged ({P('PHONE', c.phone('pager'))}) and gave "
        f"{clin.meds_inline(c, ('inpt',), 1)}.",
        f"Night RN {P('DOCTOR', c.form(nrn, c.ch('first', 'full', 'fi')))} reports {c.ch('poor sleep', 'two loose stools', 'no events', 'pain 7/10 at 0300')}.",
        f"{clin.ordinary(c, 1, 'plan')[0]}",
    ]
    if c.chance(0.5):
        overnight.append(f"Rapid response called at {t2}, resolved with {c.ch('fluid bolus', 'nebulizer', 'repositioning')}; "
                         f"{clin.role(c)} notified.")
    if c.chance(0.5):
        overnight.append(f"{fam.rel.capitalize()} {P('FAMILY', c.form(fam, c.ch('first', 'full')))} called at {t3} asking for an update; "
                         f"call back number {c.PH()}.")
    subj = c.ch(f"{c.mr(pt)} says {he(pt)} feels {c.ch('a little better', 'about the same', 'worse', 'tired but okay')}.",
                f"Seen at bedside with {fam.rel} present. {c.ch('Denies chest pain', 'Reports nausea', 'Asking to go home')}.",
                f"{c.nm(pt, 'first')} is {c.ch('sleepy but arousable', 'more alert', 'eating breakfast')} this morning.",
                f"Pt {c.nm(pt, c.ch('init_dot', 'init'))} {c.ch('reports', 'states')} {c.ch('less dyspnea', 'poor sleep', 'no pain')}; "
                f"hoping to be home by {P('DATE', c.holiday())}.")
    obj = (f"{clin.vitals(c, c.ch('pipe', 'comma', 'lines'))}\nI/O: {c.r.randint(600, 2400)}/{c.r.randint(400, 3200)} mL\n"
           f"Labs {c.Ds(c.base, c.ch('md', 'md0'))}: {clin.bmp(c, c.ch('inline', 'units', 'slash'))}; {clin.cbc(c)}\n{clin.misc_labs(c, 2)}")
    if c.chance(0.6):
        d1, d2, d3 = c.plus(c.base, -2), c.plus(c.base, -1), c.base
        f = c.ch("md", "md0", "mon_d")
        rows = [["", c.Ds(d1, f), c.Ds(d2, f), c.Ds(d3, f)]]
        for lab, lo, hi, dec in [("Na", 126, 146, 0), ("K", 3.0, 5.8, 1), ("Cr", 0.6, 4.9, 2), ("WBC", 3.1, 21.0, 1),
                                 ("Hgb", 6.9, 14.8, 1)]:
            vals = [f"{c.r.uniform(lo, hi):.{dec}f}" for _ in range(3)]
            rows.append([lab] + vals)
        obj += "\n" + clin.table(rows)
    problems = []
    for code_line in clin.icd(c, None, c.r.randint(3, 5), "paren"):
        problems.append(f"{code_line}: {c.ch('continue current management', 'trend daily', 'improving', 'consult placed')}; "
                        f"{clin.meds_inline(c, ('inpt', 'general'), 1)}.")
    if c.chance(0.6):
        problems.append(f"Dispo: {c.ch('likely home', 'SNF referral', 'home with services')} "
                        f"{c.ch('in 1-2 days', 'once off O2', 'pending PT eval')}; "
                        f"PCP is {c.dr(cons, 'Dr. FL')} at {P('HOSPITAL', c.clinic())}.")
    plan = numbered(problems)
    hdr = [("Patient", c.nm(pt, c.ch("LFM", "LF", "full", "LFm"))), ("MRN", P("MRN", c.mrn_v)),
           ("Room", f"{unit} {room}"), ("Admit date", c.D(admit)), ("Hospital day", str(hd)),
           ("Attending", c.cred(att, "MD")), ("Date of service", c.D(c.base, c.ch('wk_md', 'wk_long', 'mdy')))]
    if layout == "kv":
        head = "HOSPITALIST PROGRESS NOTE\n" + kv_lines(hdr, two_col=c.chance(0.4)) + "\n"
    elif layout == "headed":
        head = (f"{P('HOSPITAL', c.hosp)} - Medicine Progress Note\n{banner(c, [unit + ' ' + room])}\n"
                f"HD #{hd}, {c.D(c.base, c.ch('wk_md', 'wk_mon_d', 'mdy'))}\n")
    else:
        head = (f"Progress Note {c.D(c.base, c.ch('wk_md', 'md'))} - {c.nm(pt, c.ch('full', 'LF'))}, "
                f"{c.A(c.age_v, c.ch('yo', 'sex_sp', 'sexF'), pt.sex)}, {unit} {room}\n")
    body = (sec(c, "Overnight events", bullets(overnight)) + sec(c, "Subjective", subj) +
            sec(c, "Objective", obj) + sec(c, "Assessment and Plan", plan))
    if c.chance(0.4):
        body += sec(c, "Communication", f"Updated {fam.rel} {P('FAMILY', c.form(fam, 'full'))} by phone at {clin.tod(c)}. "
                                        f"Discussed with consultant {c.dr(cons, 'Dr. L')}.")
    tail = sig(c, att, c.ch("MD", "DO"), role="Hospital Medicine")
    if c.chance(0.4):
        tail += f"\nLast edited by user {P('USERNAME', c.username(att))} at {clin.tod(c)}"
    if c.chance(0.25):
        tail += "\n\n" + addendum(c, att)
    return head + "\n" + body + "\n" + tail, layout


def hospitalist_terse(c):
    pt = c.pt
    att = c.person("DOCTOR")
    xc = c.person("DOCTOR")
    fam = relative(c)
    hd = c.r.randint(2, 8)
    lines = [
        f"prog note hd{hd} {c.D(c.base, c.ch('wk_md', 'md', 'mdy2'))}",
        f"{c.nm(pt, c.ch('LF', 'full', 'fi'))} {c.A(c.age_v, c.ch('sexF', 'yo_ns', 'sex_sp'), pt.sex)} rm {P('LOCATION_OTHER', c.ch('412', '518b', '6e-12', '709'))}",
        f"o/n: {c.ch('agitated', 'soft bp', 'febrile', 'quiet')} @ {clin.tod_night(c)}, x-cover {c.dr(xc, c.ch('Dr L', 'Dr. L'))} paged "
        f"{P('PHONE', c.phone('pager'))}, gave {clin.meds_inline(c, ('inpt',), 1).lower()}",
        f"s: {c.ch('feels better', 'same', 'nauseous', 'wants to go home')}. {fam.rel} {P('FAMILY', c.form(fam, 'first'))} at bedside",
        f"o: {clin.vitals(c, 'terse')}",
        f"   {clin.bmp(c, 'slash').lower()} | {clin.cbc(c).lower()}",
        "a/p:",
    ]
    for line in clin.icd(c, None, c.r.randint(2, 4), "dash"):
        lines.append(f"# {line.lower()} - {c.ch('cont', 'trend', 'wean', 'f/u')} {clin.meds_inline(c, ('inpt',), 1).lower()}")
    lines.append(f"dispo {c.ch('home', 'snf', 'tbd')} {c.D(c.plus(c.base, c.r.randint(1, 3)), c.ch('wk', 'md', 'wk_md'))} if stable")
    lines.append(f"{P('DOCTOR', c.form(att, c.ch('fi', 'init', 'last')))} / hospitalist")
    return "\n".join(lines), "terse-lower"


# ====================================================================== 3. ICU flowsheet summary
def icu(c):
    if c.lower:
        return icu_terse(c)
    pt = c.pt
    att = c.person("DOCTOR")
    rn_d = c.person("DOCTOR")
    rn_n = c.person("DOCTOR")
    rt = c.person("DOCTOR")
    fam = relative(c)
    layout = c.ch("table", "table", "kv")
    bed = P("LOCATION_OTHER", c.ch(str(c.r.randint(1, 24)), f"{c.r.randint(1, 24)}{c.ch('A', 'B')}"))
    unit = c.ch("MICU", "SICU", "CVICU", "Neuro ICU", "CCU")
    shift_date = c.base
    hdr = [("Patient", c.nm(pt, c.ch("LFM", "LF_up", "LF"))), ("MRN", P("MRN", c.mrn_v)),
           ("Unit/Bed", f"{unit} bed {bed}"), ("Date", c.D(shift_date, c.ch('mdy', 'iso', 'dmony'))),
           ("ICU day", str(c.r.randint(1, 14))), ("Intensivist", c.dr(att, c.ch("Dr. FL", "Dr. L"))),
           ("Age", c.A(c.age_v, c.ch("yo", "yrs", "bare"))), ("Wt", f"{clin.f1(c.r.uniform(48, 140))} kg"),
           ("Code status", c.ch("Full code", "DNR/DNI", "DNR, OK to intubate"))]
    times = c.ch(["0800", "1000", "1200", "1400", "1600", "1800"], ["2000", "2200", "0000", "0200", "0400", "0600"],
                 ["0700", "1100", "1500", "1900", "2300", "0300"])
    rows = [["Time", "HR", "BP", "MAP", "RR", "SpO2", "Temp", "CVP"]]
    for t in times:
        s, d = c.r.randint(82, 160), c.r.randint(40, 88)
        rows.append([t, str(c.r.randint(58, 132)), f"{s}/{d}", str((s + 2 * d) // 3), str(c.r.randint(12, 32)),
                     f"{c.r.randint(88, 100)}%", clin.f1(c.r.uniform(36.0, 39.2)), str(c.r.randint(4, 16))])
    vs = clin.table(rows)
    drips = clin.meds(c, ("icu",), c.r.randint(2, 4))
    vent = (f"Mode {c.ch('AC/VC', 'PRVC', 'PSV 10/5', 'APRV')}, Vt {c.r.randint(320, 520)} mL, RR {c.r.randint(12, 28)}, "
            f"PEEP {c.ch('5', '8', '10', '14')}, FiO2 {c.ch('30', '40', '50', '60', '80')}%\n{clin.abg(c)}")
    pump = P("DEVICE", c.serial())
    lines_devices = [
        f"R IJ triple-lumen CVC placed {c.D(c.plus(c.base, -c.r.randint(1, 6)), c.ch('md', 'mdy', 'mon_d'))} by {c.dr(att, 'Dr. L')}",
        f"L radial arterial line, {c.ch('day 2', 'day 4', 'day 1')}",
        f"{c.ch('ETT 7.5 @ 23 cm', 'Trach #6 Shiley', 'HFNC')}",
        "Foley catheter, day 3; CAUTI bundle reviewed",
        f"Infusion pump channel ID {pump}",
    ]
    if c.chance(0.5):
        lines_devices.append(f"CRRT machine serial {P('DEVICE', c.serial())}, CVVHDF, UF {c.r.randint(50, 200)} mL/h")
    if c.chance(0.4):
        lines_devices.append(f"Bedside monitor gateway {P('IPADDR', c.ip())} (telemetry relay)")
    io = (f"In {c.r.randint(1200, 4800)} mL (crystalloid {c.r.randint(400, 2000)}, drips {c.r.randint(200, 900)}, "
          f"TF {c.r.randint(0, 1200)}) / Out {c.r.randint(600, 4200)} mL (UOP {c.r.randint(200, 2400)}, "
          f"OGT {c.r.randint(0, 400)}, stool {c.r.randint(0, 300)})")
    scores = ", ".join(clin.scores(c, ["rass", "cam", "sofa", "apache", "braden", "gcs", "pain"], 4))
    events = [
        f"{clin.tod(c)} {c.ch('Norepi increased to 0.12', 'Bolus 500 mL LR given', 'Suctioned for thick secretions', 'Repositioned q2h')}",
        f"{clin.tod(c)} {c.ch('Family at bedside', 'Chaplain visited', 'Bath done')}: "
        f"{fam.rel} {P('FAMILY', c.form(fam, c.ch('full', 'first')))}{c.maybe(0.5, ', phone ' + c.PH())}",
        f"{clin.tod(c)} Labs: {clin.bmp(c, 'inline')}",
        f"{clin.tod(c)} {clin.ordinary(c, 1, c.ch('plan', 'exam'))[0]}",
    ]
    if c.chance(0.4):
        lines_devices.append(f"Identity verified at each med pass by palm-vein scan ID {P('BIOID', c.bioid())}")
    staff = (f"Day RN: {P('DOCTOR', c.form(rn_d, c.ch('full', 'fi', 'LF')))}, RN (user {P('USERNAME', c.username(rn_d))})\n"
             f"Night RN: {P('DOCTOR', c.form(rn_n, c.ch('full', 'first')))}, RN\n"
             f"RT: {P('DOCTOR', c.form(rt, c.ch('full', 'fi')))}, RRT")
    if layout == "table":
        head = (f"ICU FLOWSHEET SUMMARY - {P('HOSPITAL', c.hosp)}\n" + kv_lines(hdr, two_col=True, width=44) + "\n")
    else:
        head = (f"{P('HOSPITAL', c.hosp)} {unit}\nShift summary for {c.nm(pt, c.ch('full', 'LF'))} "
                f"({P('MRN', c.mrn_v)}), bed {bed}, {c.D(shift_date, c.ch('wk_long', 'long', 'mdy'))}\n")
    body = (f"\nVITALS (q2h)\n{vs}\n\nINFUSIONS\n{drips}\n\nVENT\n{vent}\n\nLINES/DEVICES\n"
            f"{bullets(lines_devices)}\n\nI/O 24h: {io}\nScores: {scores}\n\nEVENTS\n{bullets(events, '* ')}\n\n"
            f"STAFF\n{staff}\n")
    if c.chance(0.4):
        body += (f"\nFamily meeting planned {c.D(c.plus(c.base, 1), c.ch('wk', 'wk_md', 'wk_mon_d'))} at 1400 with "
                 f"{fam.rel} and {c.dr(att, 'Dr. L')}; {clin.role(c)} to attend.\n")
    tail = f"Reviewed by {c.cred(att, 'MD')} {c.D(c.base, c.ch('md', 'mdy'))} {clin.tod(c)}"
    return head + body + "\n" + tail, layout


def icu_terse(c):
    pt = c.pt
    rn = c.person("DOCTOR")
    att = c.person("DOCTOR")
    fam = relative(c)
    lines = [
        f"icu shift sum {c.D(c.base, c.ch('md', 'mdy2', 'wk_md'))} nights",
        f"bed {P('LOCATION_OTHER', c.r.randint(1, 20))} - {c.nm(pt, c.ch('LF', 'last', 'full'))} {c.A(c.age_v, c.ch('sexF', 'yo_ns'), pt.sex)} "
        f"mrn {P('MRN', c.mrn_v)}",
        f"neuro: {clin.scores(c, ['rass', 'cam', 'gcs'], 1)[0].lower()}, perrl",
        f"cv: {clin.meds_inline(c, ('icu',), 2).lower()}; map 60s-70s",
        f"resp: {c.ch('ac', 'prvc', 'psv')} fio2 {c.ch('40', '50', '60')} peep {c.ch('8', '10')}; {clin.abg(c).lower()}",
        f"gi/gu: foley, uop {c.r.randint(15, 80)} ml/h, tf at goal",
        f"lines: rij cvc, l art line; pump id {P('DEVICE', c.serial())}",
        f"events: {clin.tod(c)} {c.ch('desat to 84', 'bp soft', 'pulled ogt')}, {c.ch('suctioned', 'bolused', 'replaced')}",
        f"family: {fam.rel} {P('FAMILY', c.form(fam, c.ch('first', 'full')))} called {clin.tod(c)}, {c.PH()}",
        f"md: {c.dr(att, c.ch('Dr L', 'Dr. L'))} aware",
        f"{P('DOCTOR', c.form(rn, c.ch('first', 'fi', 'full')))} rn",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 4. discharge summary
def discharge(c):
    if c.lower:
        return discharge_terse(c)
    pt = c.pt
    att = c.person("DOCTOR")
    res = c.person("DOCTOR")
    pcp = c.person("DOCTOR")
    spec = c.person("DOCTOR")
    tx = c.person("DOCTOR")
    fam = relative(c)
    los = c.r.randint(2, 16)
    admit = c.plus(c.base, -los)
    disch = c.base
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("headed", "kv", "dictated")
    pcp_clinic = c.clinic()
    proc_name, proc_cpt = c.ch([("Total hip arthroplasty", "27130"), ("Laparoscopic cholecystectomy", "47562"),
                                ("Central venous catheter placement", "36556"), ("Laparoscopic appendectomy", "44970")])
    dx = clin.icd(c, None, c.r.randint(3, 5))
    course = []
    course.append(f"{c.mr(pt)} is a {c.A(c.age_v, c.ch('yrold', 'words', 'yrold'))} {sexw(pt)} admitted on "
                  f"{c.D(admit, c.ch('long', 'mdy', 'dmony'))} with {c.ch('sepsis from a urinary source', 'acute on chronic heart failure', 'a hip fracture after a fall', 'COPD exacerbation', 'small bowel obstruction', 'DKA')}.")
    course.append(f"On {c.D(c.plus(admit, 1), c.ch('md', 'mon_d', 'month_d'))} {he(pt)} underwent "
                  f"{c.ch('ORIF of the left hip', 'right heart catheterization', 'EGD', 'CT-guided drainage', 'TEE')} "
                  f"with {c.dr(spec, c.ch('Dr. L', 'Dr. FL', 'Dr. fL'))}. {clin.cap(clin.eponyms(c, 1, 'proc')[0])}.")
    course.append(f"Hospital course was notable for {c.ch('delirium on hospital day 3', 'AKI that resolved with fluids', 'hypokalemia', 'an episode of atrial fibrillation with RVR')}. "
                  f"{' '.join(clin.ordinary(c, 2, 'plan'))}")
    if c.chance(0.5):
        course.append(f"{c.ch('Physical therapy', 'PT/OT')} recommended {c.ch('home with services', 'SNF', 'acute rehab')}; "
                      f"accepted at {P('HOSPITAL', c.ch(PL.CARE_HOMES + PL.HOME_HEALTH))} for {c.D(disch, c.ch('md', 'mon_d'))}.")
    pending = (f"Pending: blood culture {c.Ds(c.plus(disch, -1))} (specimen {P('IDNUM', c.idnum('spec'))}); "
               f"pathology {P('IDNUM', c.idnum('acc'))}.")
    fu = [f"{c.dr(pcp, c.ch('Dr. FL', 'Dr. L'))} ({P('HOSPITAL', pcp_clinic)}) on {c.D(c.plus(disch, c.r.randint(3, 14)), c.ch('wk_long', 'wk_md', 'long', 'mdy'))} "
          f"at {clin.appt_time(c)}; {c.PH()}",
          f"{c.ch('Cardiology', 'Surgery', 'Nephrology', 'Pulmonology')} with {c.dr(spec, 'Dr. L')} in {c.ch('1 week', '2 weeks', '4-6 weeks', '3 months')}",
          f"Labs (BMP) in 1 week at {P('HOSPITAL', c.clinic())}, requisition {P('IDNUM', c.idnum('req'))}"]
    meds_block = ("Continue:\n" + clin.meds(c, ("general",), c.r.randint(3, 6)) + "\nNew:\n" +
                  clin.meds(c, ("general", "inpt"), c.r.randint(1, 3)) + "\nStopped: " +
                  clin.meds_inline(c, ("general",), 1))
    cond = f"Condition at discharge: {c.ch('stable', 'improved', 'fair')}. {clin.vitals(c, 'comma')}."
    hdr = [("Patient name", c.nm(pt, c.ch("LFM", "LF", "full"))), ("MRN", P("MRN", c.mrn_v)),
           ("Account", P("ACCOUNT", c.acct_v)), ("DOB", c.D(c.dob)), ("Admission date", c.D(admit)),
           ("Discharge date", c.D(disch)), ("Attending", c.cred(att, "MD")),
           ("Discharging resident", f"{c.cred(res, 'MD')}"),
           ("PCP", f"{c.dr(pcp, 'Dr. FL')}, {P('HOSPITAL', pcp_clinic)}"),
           ("Identifiers", foreign_ids(c)),
           ("Disposition", c.ch("Home", "Home with services", "SNF", "Rehab"))]
    if layout == "kv":
        head = f"{P('HOSPITAL', c.hosp)}\nDISCHARGE SUMMARY\n{kv_lines(hdr)}\n"
    elif layout == "headed":
        head = (f"DISCHARGE SUMMARY\n{P('HOSPITAL', c.hosp)}, {P('CITY', c.hosp_city)}, {P('STATE', c.state_v[1])}\n"
                f"{banner(c, ['Acct ' + P('ACCOUNT', c.acct_v)])}\nAdmitted {c.D(admit)} - Discharged {c.D(disch)}\n")
    else:
        head = (f"DATE OF ADMISSION: {c.D(admit, 'mdy')}\nDATE OF DISCHARGE: {c.D(disch, 'mdy')}\n"
                f"PATIENT: {c.nm(pt, 'LFM')}  MR#: {P('MRN', c.mrn_v)}\nATTENDING: {c.cred(att, 'MD', 'upper')}\n")
    body = (sec(c, "Discharge Diagnoses", numbered(dx)) + sec(c, "Hospital Course", " ".join(course)) +
            sec(c, "Procedures", f"{proc_name} {c.D(c.plus(admit, 1), c.ch('mdy', 'md'))}; CPT {proc_cpt}") +
            sec(c, "Discharge Medications", meds_block) + sec(c, "Allergies", clin.allergies(c)) +
            sec(c, "Follow-up", bullets(fu)) + sec(c, "Pending Results", pending) + sec(c, "Condition", cond))
    if c.chance(0.5):
        body += sec(c, "Patient Contacts", f"{emergency_contact(c, fam)}\n{insurance(c)}")
    tail = ""
    if layout == "dictated":
        tail += dictation(c, att, tx, disch) + "\n"
    tail += cc_block(c, [(pcp, "MD", pcp_clinic), (spec, "MD", None)] + ([(fam, "", None)] if c.chance(0.15) else []))
    tail += "\n\n" + sig(c, att, "MD")
    return head + "\n" + body + "\n" + tail, layout


def discharge_terse(c):
    pt = c.pt
    att = c.person("DOCTOR")
    pcp = c.person("DOCTOR")
    fam = relative(c)
    los = c.r.randint(2, 10)
    admit = c.plus(c.base, -los)
    lines = [
        f"d/c summ - {c.nm(pt, c.ch('LF', 'full'))} mrn {P('MRN', c.mrn_v)} acct {P('ACCOUNT', c.acct_v)}",
        f"adm {c.D(admit, c.ch('md', 'mdy2'))} d/c {c.D(c.base, c.ch('md', 'mdy2'))} los {los}d",
        f"{c.A(c.age_v, c.ch('yo_ns', 'sexF', 'yo'), pt.sex)} w/ {c.ch('uti sepsis', 'chf exac', 'hip fx', 'copd exac', 'sbo', 'dka')}",
        "dx: " + "; ".join(x.lower() for x in clin.icd(c, None, 3, "dash")),
        f"course: {c.ch('abx, improved', 'diuresed 6 l', 'orif pod3', 'ng tube, resolved')}. {clin.ordinary(c, 1, 'plan')[0].lower()}",
        "meds: " + clin.meds_inline(c, ("general",), 4).lower(),
        f"f/u pcp {c.dr(pcp, c.ch('Dr L', 'Dr. L'))} {c.D(c.plus(c.base, c.r.randint(3, 10)), c.ch('wk_md', 'md', 'wk'))}, "
        f"{P('HOSPITAL', c.clinic())} {c.PH()}",
        f"home w/ {fam.rel} {P('FAMILY', c.form(fam, c.ch('first', 'full')))}, {P('CITY', c.home['city'])}",
        f"pending cx {P('IDNUM', c.idnum('spec'))}",
        f"{P('DOCTOR', c.form(att, c.ch('f_last', 'last', 'init3')))} md",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 5. surgical consult
def surgical(c):
    if c.lower:
        return surgical_terse(c)
    pt = c.pt
    surg = c.person("DOCTOR")
    req = c.person("DOCTOR")
    res = c.person("DOCTOR")
    fam = relative(c)
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("headed", "kv", "narrative")
    prob = c.ch("acute cholecystitis", "appendicitis", "small bowel obstruction", "incarcerated ventral hernia",
                "perforated diverticulitis", "necrotizing soft tissue infection", "ischemic bowel")
    psh_y1 = c.plus(c.base, -c.r.randint(800, 9000))
    psh_y2 = c.plus(c.base, -c.r.randint(400, 6000))
    psh = [f"{c.ch('Open appendectomy', 'C-section', 'Inguinal hernia repair', 'Tonsillectomy', 'Lap band')} "
           f"({c.D(psh_y1, 'y')}, {P('HOSPITAL', c.ch(PL.US_HOSPITALS + PL.CA_HOSPITALS))})",
           f"{c.ch('Nissen fundoplication', 'Whipple procedure', 'Roux-en-Y gastric bypass', 'TKA right', 'CABG x3')} "
           f"{c.D(psh_y2, c.ch('my', 'mony', 'y', 'my_num'))}"]
    hpi = (f"Asked to see this {c.A(c.age_v, c.ch('yrold', 'yo', 'words'))} {sexw(pt)} by {c.dr(req, c.ch('Dr. FL', 'Dr. L'))} "
           f"({c.ch('hospitalist', 'ED', 'GI')}) for {prob}. Pain began {c.D(c.plus(c.base, -c.r.randint(1, 4)), c.ch('wk', 'wk_md', 'md'))} "
           f"{c.ch('after dinner', 'overnight', 'at work')}, {clin.scores(c, ['pain'], 1)[0]}, "
           f"{c.ch('with nausea and two episodes of emesis', 'no emesis', 'with obstipation for 2 days')}. "
           f"{clin.ordinary(c, 1, 'hx')[0]}")
    exam = (f"{clin.vitals(c, 'comma', sick=True)}. Abdomen {c.ch('soft with RUQ tenderness', 'distended, tympanic', 'peritonitic', 'tender at McBurney point')}; "
            f"{c.ch('positive Murphy sign', 'negative Murphy sign', 'no rebound', 'rebound and guarding')}. "
            f"{clin.cap(clin.eponyms(c, 1, 'exam')[0])}.")
    data = (f"{clin.cbc(c)}; {clin.misc_labs(c, 3)}\n{c.ch('CT A/P', 'RUQ US', 'KUB', 'MRCP')} "
            f"(accession {P('IDNUM', c.idnum('acc'))}) {c.D(c.base, c.ch('md', 'mdy'))}: "
            f"{c.ch('distended gallbladder with pericholecystic fluid', 'dilated SB loops with transition point', 'free air', 'fat stranding')}.")
    plan = [f"Recommend {c.ch('laparoscopic cholecystectomy', 'diagnostic laparoscopy', 'exploratory laparotomy', 'NGT decompression and serial exams')} "
            f"{c.ch('today', 'tomorrow', 'when optimized')}; consent obtained, witnessed by {P('DOCTOR', c.form(c.person('DOCTOR'), 'full'))}, RN.",
            f"NPO, IVF, {clin.meds_inline(c, ('inpt', 'periop'), 2)}.",
            f"{clin.cpt(c, ['47562', '44970', '44970'])}; booked in OR {P('LOCATION_OTHER', c.r.randint(1, 16))}.",
            f"Discussed with {his(pt)} {fam.rel}, {P('FAMILY', c.form(fam, c.ch('full', 'first')))}, at bedside."]
    if c.chance(0.5):
        plan.append(f"Hold apixaban; last dose {c.D(c.plus(c.base, -1), c.ch('md', 'wk'))} at {clin.tod(c)}.")
    hdr = [("Patient", c.nm(pt, c.ch("LFM", "LF", "full"))), ("MRN", P("MRN", c.mrn_v)), ("DOB", c.D(c.dob)),
           ("Consult date", c.D(c.base)), ("Requesting", c.dr(req, "Dr. FL")), ("Consultant", c.cred(surg, "MD")),
           ("Location", f"{P('HOSPITAL', c.ch(PL.UNITS))} room {P('LOCATION_OTHER', c.r.randint(200, 899))}")]
    if layout == "kv":
        head = f"GENERAL SURGERY CONSULTATION\n{P('HOSPITAL', c.hosp)}\n{kv_lines(hdr, two_col=c.chance(0.5))}\n"
    elif layout == "headed":
        head = f"Surgical Consult Note\n{banner(c)}\n{P('HOSPITAL', c.hosp)} - {c.D(c.base, c.ch('wk_long', 'long'))}\n"
    else:
        head = (f"Thank you, {c.dr(req, 'Dr. L')}, for asking us to see {c.nm(pt, 'full')} (MRN {P('MRN', c.mrn_v)}) "
                f"on {c.D(c.base, c.ch('long', 'wk_mon_d'))} at {P('HOSPITAL', c.hosp)}.\n")
    body = (sec(c, "Reason for consult", prob.capitalize()) + sec(c, "HPI", hpi) +
            sec(c, "PMH", ", ".join(c.shuffle(["HTN", "T2DM", "OSA on CPAP", "CKD 3a", "Crohn's disease", "GERD", "Graves' disease s/p RAI", "obesity (BMI 38)"])[:3])) +
            sec(c, "PSH", bullets(psh)) + sec(c, "Medications", clin.meds(c, ("general",), 4)) +
            sec(c, "Allergies", clin.allergies(c)) + sec(c, "Social", social(c, fam)) +
            sec(c, "Family History", family_hx(c)) + sec(c, "Exam", exam) + sec(c, "Data", data) +
            sec(c, "Assessment/Plan", numbered(plan)))
    tail = f"Seen and discussed with {c.dr(surg, 'Dr. FL')}.\n" if c.chance(0.5) else ""
    tail += (f"{c.cred(res, c.ch('MD, PGY-3', 'MD, PGY-4', 'MD, surgical resident'))}  pager {P('PHONE', c.phone('pager'))}\n" +
             sig(c, surg, c.ch("MD, FACS", "MD")))
    if c.chance(0.3):
        tail += "\n\n" + dictation(c, surg, c.person("DOCTOR"))
    return head + "\n" + body + "\n" + tail, layout


def surgical_terse(c):
    pt = c.pt
    surg = c.person("DOCTOR")
    req = c.person("DOCTOR")
    lines = [
        f"gen surg consult {c.D(c.base, c.ch('md', 'mdy2', 'wk_md'))} {clin.tod(c)}",
        f"pt {c.nm(pt, c.ch('init_dot', 'LF', 'full'))} {c.A(c.age_v, c.ch('sexF', 'sex_sp', 'yo_ns'), pt.sex)} mrn {P('MRN', c.mrn_v)} "
        f"rm {P('LOCATION_OTHER', c.r.randint(200, 899))}",
        f"req by {c.dr(req, c.ch('Dr L', 'Dr. L'))} for {c.ch('ruq pain', 'sbo', 'appy?', 'hernia')}",
        f"psh: {c.ch('c/s', 'appy', 'tka')} {c.D(c.plus(c.base, -c.r.randint(900, 8000)), 'y')}, "
        f"{c.ch('nissen', 'roux-en-y', 'whipple')} {c.D(c.plus(c.base, -c.r.randint(400, 5000)), c.ch('y', 'mony'))}",
        f"ex: {clin.vitals(c, 'terse', sick=True)}; {c.ch('+murphy', 'neg murphy', 'distended tympanic', 'rlq ttp')}",
        f"ct acc {P('IDNUM', c.idnum('acc'))}: {c.ch('gb wall thick', 'transition pt', 'appendicolith')}",
        f"{clin.cbc(c).lower()}",
        f"plan {c.ch('lap chole', 'dx lap', 'ngt/serial exams', 'lap appy')} {c.ch('today', 'am')}, npo, {clin.meds_inline(c, ('periop',), 1).lower()}",
        f"-{P('DOCTOR', c.form(surg, c.ch('last', 'init', 'fi')))}",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 6. anesthesia pre-op
def anesthesia(c):
    if c.lower:
        return anesthesia_terse(c)
    pt = c.pt
    anes = c.person("DOCTOR")
    crna = c.person("DOCTOR")
    surg = c.person("DOCTOR")
    interp = c.person("DOCTOR")
    fam = relative(c)
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("form", "headed", "kv")
    dos = c.plus(c.base, c.r.randint(0, 10))
    proc = c.ch("total knee arthroplasty", "laparoscopic cholecystectomy", "TURP", "cataract extraction with IOL",
                "lumbar laminectomy", "ORIF distal radius", "TAVR", "hysterectomy", "colonoscopy under MAC")
    prior = c.plus(c.base, -c.r.randint(300, 9000))
    hx = [f"Prior anesthesia: {c.ch('GA for', 'spinal for', 'MAC for')} {c.ch('hernia repair', 'C-section', 'knee scope', 'appendectomy')} "
          f"in {c.D(prior, c.ch('y', 'my', 'mony'))} at {P('HOSPITAL', c.ch(PL.US_HOSPITALS + PL.CA_HOSPITALS))}; "
          f"{c.ch('PONV', 'no complications', 'difficult IV access', 'emergence delirium')}.",
          f"Family history: {c.ch('no malignant hyperthermia', 'father had prolonged paralysis after surgery (possible pseudocholinesterase deficiency)', 'no anesthesia problems')}.",
          f"{clin.ordinary(c, 1, 'hx')[0]}"]
    device = ""
    if c.chance(0.55):
        device = (f"Implanted {c.ch('dual-chamber pacemaker', 'ICD', 'spinal cord stimulator', 'CRT-D')} "
                  f"({c.ch('Medtronic Azure', 'Boston Scientific Accolade', 'Abbott Assurity', 'Biotronik Edora')}), "
                  f"SN {P('DEVICE', c.serial())}, interrogated {c.D(c.plus(c.base, -c.r.randint(10, 200)), c.ch('md', 'mdy', 'mony'))}; "
                  f"magnet available. Rep {P('FAMILY', c.form(c.person('FAMILY'), 'full'))} contacted at {c.PH()}.")
    airway = (f"{clin.scores(c, ['mallampati'], 1)[0]}, TMD {c.ch('>3', '3', '<3')} FB, mouth opening {c.ch('>3 cm', 'adequate')}, "
              f"{c.ch('full dentition', 'upper denture', 'loose lower incisor')}, neck ROM {c.ch('full', 'limited')}")
    assess = (f"{clin.scores(c, ['asa'], 1)[0]}. {clin.scores(c, ['rcri'], 1)[0]}. METs {c.ch('>4', '<4', '4')}. "
              f"STOP-BANG {c.r.randint(1, 7)}. Plan: {c.ch('GA with ETT', 'spinal with sedation', 'MAC', 'GA/LMA + adductor canal block')}. "
              f"{clin.meds_inline(c, ('periop',), 3)}.")
    npo = f"NPO after midnight; last clear liquids {clin.tod(c)} on {c.D(dos, c.ch('md', 'wk_md', 'mon_d'))}."
    consent = (f"Risks including sore throat, dental injury, aspiration and awareness discussed with patient"
               f"{c.maybe(0.5, ' and ' + fam.rel + ' ' + P('FAMILY', c.form(fam, 'full')))}. ")
    if c.chance(0.45):
        consent += (f"{c.ch('Spanish', 'Portuguese', 'Vietnamese', 'Polish', 'Arabic', 'Cantonese')} interpreter "
                    f"{P('DOCTOR', c.form(interp, c.ch('full', 'fi')))} present{c.maybe(0.5, ' (vendor ID ' + P('IDNUM', c.digits(6, True)) + ')')}.")
    hdr = [("Patient", c.nm(pt, c.ch("LFM", "LF", "full"))), ("MRN", P("MRN", c.mrn_v)), ("DOB", c.D(c.dob)),
           ("Age", c.A(c.age_v, c.ch("yo", "yrs", "bare"))), ("Surgery date", c.D(dos, c.ch(c.full_fmts() + ['wk_long']))),
           ("Procedure", proc), ("Surgeon", c.dr(surg, c.ch("Dr. FL", "Dr. L"))),
           ("Ht/Wt", f"{c.r.randint(150, 193)} cm / {clin.f1(c.r.uniform(44, 150))} kg, BMI {clin.f1(c.r.uniform(18, 46))}")]
    if c.chance(0.4):
        hdr.append(("Registration", f"palm scan {P('BIOID', c.bioid())}"))
    if layout == "form":
        head = (f"PRE-ANESTHESIA EVALUATION\n{P('HOSPITAL', c.hosp)} - Preoperative Clinic, {P('LOCATION_OTHER', c.ch(PL.BUILDINGS))}\n"
                + clin.table([[k + ":", v] for k, v in hdr]) + "\n")
    elif layout == "kv":
        head = "Anesthesia Pre-op Note\n" + kv_lines(hdr, two_col=True, width=46) + "\n"
    else:
        head = (f"Anesthesia Preoperative Assessment - {c.nm(pt, 'full')}\n{banner(c)}\n"
                f"Scheduled: {proc}, {c.D(dos, c.ch('wk_long', 'long', 'wk_md'))}, {c.dr(surg)}\n")
    body = (sec(c, "History", bullets(hx)) + sec(c, "PMH", ", ".join(c.shuffle(
        ["HTN", "OSA on CPAP", "AFib on apixaban", "COPD (GOLD 2)", "T2DM (HbA1c 7.4%)", "CKD 3b", "Parkinson's disease",
         "Raynaud's phenomenon", "GERD", "anemia (Hgb 10.2)"])[:4])) +
            sec(c, "Medications", clin.meds(c, ("general",), 5)) + sec(c, "Allergies", clin.allergies(c)) +
            (sec(c, "Devices", device) if device else "") +
            sec(c, "Exam", f"{clin.vitals(c, 'comma')}. Airway: {airway}.") +
            sec(c, "Labs", f"{clin.bmp(c)}; {clin.cbc(c)}; {clin.misc_labs(c, 2)}. ECG {c.D(c.plus(c.base, -c.r.randint(1, 30)), 'md')}: "
                           f"{c.ch('NSR', 'AF rate 80s', 'paced rhythm', 'sinus brady 54')}.") +
            sec(c, "Assessment/Plan", assess) + sec(c, "NPO", npo) + sec(c, "Consent", consent))
    tail = ((dictation(c, anes, c.person("DOCTOR")) + "\n" if c.chance(0.2) else "") +
            sig(c, anes, "MD", role="Anesthesiology") +
            (f"\nCo-signed: {P('DOCTOR', c.form(crna, c.ch('full', 'fi')))}, CRNA" if c.chance(0.5) else ""))
    return head + "\n" + body + "\n" + tail, layout


def anesthesia_terse(c):
    pt = c.pt
    anes = c.person("DOCTOR")
    surg = c.person("DOCTOR")
    dos = c.plus(c.base, c.r.randint(0, 7))
    lines = [
        f"preop anes {c.D(c.base, c.ch('md', 'mdy2'))}",
        f"{c.nm(pt, c.ch('LF', 'full', 'fi'))} {c.A(c.age_v, c.ch('yo_ns', 'sexF'), pt.sex)} mrn {P('MRN', c.mrn_v)}",
        f"for {c.ch('tka', 'lap chole', 'turp', 'cataract', 'lami')} w/ {c.dr(surg, c.ch('Dr L', 'Dr. L'))} on {c.D(dos, c.ch('wk_md', 'md', 'wk'))}",
        f"pmh {c.ch('htn, osa', 'afib, ckd', 'copd, dm2', 'parkinsons')}; prior ga {c.D(c.plus(c.base, -c.r.randint(400, 8000)), 'y')} "
        f"{c.ch('ponv', 'uneventful')}",
        f"{c.ch('ppm', 'icd')} sn {P('DEVICE', c.serial())}" if c.chance(0.6) else "no implants",
        f"airway: {clin.scores(c, ['mallampati'], 1)[0].lower()}, tmd >3fb",
        f"{clin.scores(c, ['asa'], 1)[0].lower()}, mets >4",
        f"labs {clin.bmp(c, 'slash').lower()}",
        f"plan {c.ch('ga/ett', 'spinal', 'mac', 'ga/lma + block')}; npo p mn",
        f"{P('DOCTOR', c.form(anes, c.ch('f_last', 'last', 'init')))} anes",
    ]
    return "\n".join(lines), "terse-lower"


# ====================================================================== 7. obstetric triage
def ob(c):
    if c.lower:
        return ob_terse(c)
    pt = c.pt
    cnm = c.person("DOCTOR")
    ob_att = c.person("DOCTOR")
    rn = c.person("DOCTOR")
    partner = relative(c, sex=c.ch("M", "M", "F"), word="partner", same_last=c.chance(0.4))
    doula = c.person("FAMILY", sex="F")
    c.sec_style = c.ch("caps", "colon", "hash", "under")
    layout = c.ch("headed", "kv", "narrative")
    wks = c.r.randint(24, 41)
    days = c.r.randint(0, 6)
    g = c.r.randint(1, max(1, min(6, (c.age_v - 14) // 3)))
    p = c.r.randint(0, g - 1)
    edd = c.plus(c.base, (40 - wks) * 7 - days)
    lmp = c.plus(edd, -280)
    cc = c.ch("contractions", "leaking fluid", "decreased fetal movement", "headache and elevated BP", "vaginal bleeding",
              "abdominal pain after a fall")
    pnc = c.ch([x for x in PL.PRIMARY_CLINICS + PL.SPECIALTY_CLINICS if any(w in x for w in ("Women", "Family", "Community", "Health"))])
    hpi = (f"{c.A(c.age_v, c.ch('yo', 'yrold', 'y/o'))} G{g}P{p} at {wks}w{days}d by {c.ch('LMP', 'early US', '8-week US')} "
           f"(EDD {c.D(edd, c.ch('mdy', 'md', 'long', 'iso'))}) presenting with {cc} since {clin.tod(c)}. "
           f"Prenatal care at {P('HOSPITAL', pnc)} with {c.dr(ob_att, c.ch('Dr. L', 'Dr L', 'Dr. FL'))}; "
           f"{c.ch('uncomplicated', 'complicated by GDM on diet', 'complicated by chronic HTN', 'late to care')}. "
           f"{c.ch('Accompanied by', 'Here with')} {partner.rel} {P('FAMILY', c.form(partner, c.ch('first', 'full')))}"
           f"{c.maybe(0.4, ' and doula ' + P('FAMILY', c.form(doula, 'full')))}.")
    obh = [f"G1 {c.D(c.plus(c.base, -c.r.randint(700, 4000)), 'y')}: {c.ch('SVD 39 wks, 3.4 kg', 'primary LTCS for arrest of dilation', 'SAB at 8 wks')}"]
    if g > 2:
        obh.append(f"G2 {c.D(c.plus(c.base, -c.r.randint(400, 1500)), c.ch('y', 'my'))}: {c.ch('VBAC', 'SVD', 'preterm SVD at 34 wks')} at "
                   f"{P('HOSPITAL', c.ch(PL.US_WOMENS + PL.US_HOSPITALS))}")
    exam = (f"{clin.vitals(c, 'comma')}. FHR baseline {c.r.randint(115, 160)}, {c.ch('moderate variability, + accels, no decels', 'minimal variability', 'occasional variable decels')}. "
            f"Toco: ctx q{c.r.randint(2, 10)} min. SVE {c.ch('1/50/-3', '3/70/-2', '5/90/0', 'closed/long/high', 'deferred (bleeding)')}. "
            f"{c.ch('Nitrazine negative, no ferning', 'Pooling with positive ferning', 'SSE: no pooling')}. "
            f"{clin.scores(c, ['bishop'], 1)[0]}. Leopold maneuvers: vertex. EFW {c.r.randint(2100, 4300)} g.")
    labs = (f"Blood type {c.ch('O+', 'A+', 'B-', 'O-', 'AB+')}, antibody screen neg, rubella immune, GBS {c.ch('negative', 'positive', 'unknown')} "
            f"({c.D(c.plus(c.base, -c.r.randint(7, 30)), c.ch('md', 'mon_d'))}), HIV neg, HBsAg neg. "
            f"{clin.cbc(c)}. {c.ch('PIH labs:', 'Labs:')} {clin.misc_labs(c, 3)}. UA protein {c.ch('neg', '1+', '2+')}.")
    plan = c.ch(f"Admit to L&D, LDR {P('LOCATION_OTHER', c.r.randint(1, 14))}; {clin.meds_inline(c, ('ob',), 2)}.",
                f"Reactive NST ({clin.cpt(c, ['59025'])}); discharge home with labor precautions; f/u {c.D(c.plus(c.base, c.r.randint(2, 7)), c.ch('wk', 'wk_md', 'md'))} at {P('HOSPITAL', pnc)}.",
                f"Observe 4 hours in triage bed {P('LOCATION_OTHER', c.r.randint(1, 8))}, repeat SVE, {clin.meds_inline(c, ('ob',), 1)}.")
    dx = bullets(clin.icd(c, ["O47.03" if wks < 37 else "O47.1", "O13.3"] + (["O48.0"] if wks >= 41 else []), 1)
                 + [f"{wks} weeks gestation (Z3A.{wks})"])
    hdr = [("Patient", c.nm(pt, c.ch("LFM", "LF", "full"))), ("MRN", P("MRN", c.mrn_v)), ("DOB", c.D(c.dob)),
           ("Arrival", f"{c.D(c.base)} {clin.tod(c)}"), ("EGA", f"{wks}w{days}d"), ("LMP", c.D(lmp, c.ch('md', 'mdy', 'mon_d'))),
           ("Triage RN", f"{P('DOCTOR', c.form(rn, c.ch('full', 'fi')))}, RN"), ("Provider", c.cred(cnm, c.ch("CNM", "MD")))]
    if layout == "kv":
        head = f"OB TRIAGE - {P('HOSPITAL', c.ch(PL.US_WOMENS) if c.locale == 'US' else c.hosp)}\n{kv_lines(hdr)}\n"
    elif layout == "headed":
        head = f"Obstetric Triage Note\n{banner(c, ['EGA ' + str(wks) + 'w' + str(days) + 'd'])}\n"
    else:
        head = (f"{c.nm(pt, 'full')} presented to {P('HOSPITAL', c.ch(PL.US_WOMENS) if c.locale == 'US' else c.hosp)} OB triage on {c.D(c.base, c.ch('long', 'wk_long'))} "
                f"at {clin.tod(c)}. MRN {P('MRN', c.mrn_v)}.\n")
    body = (sec(c, "Chief complaint", cc) + sec(c, "HPI", hpi) + sec(c, "OB history", bullets(obh)) +
            sec(c, "Exam", exam) + sec(c, "Labs", labs) + sec(c, "Assessment", dx) + sec(c, "Plan", plan))
    if c.chance(0.5):
        body += sec(c, "Contacts", f"{partner.rel.capitalize()} cell {c.PH()}; "
                                   f"preferred pharmacy {P('HOSPITAL', c.ch(PL.PHARMACIES))}.")
    if c.chance(0.3):
        body += sec(c, "Social", social(c, partner))
    tail = sig(c, cnm, c.ch("CNM", "MD", "MD"), role="Obstetrics") + f"\nAttending: {c.dr(ob_att, 'Dr. FL')} aware."
    return head + "\n" + body + "\n" + tail, layout


def ob_terse(c):
    pt = c.pt
    cnm = c.person("DOCTOR")
    partner = relative(c, sex="M", word="fob")
    wks, days = c.r.randint(26, 41), c.r.randint(0, 6)
    g = c.r.randint(1, 5)
    edd = c.plus(c.base, (40 - wks) * 7 - days)
    lines = [
        f"ob triage {c.D(c.base, c.ch('md', 'mdy2', 'wk_md'))} {clin.tod(c)}",
        f"{c.nm(pt, c.ch('LF', 'full', 'first'))} {c.A(c.age_v, c.ch('yo_ns', 'yo'))} g{g}p{g - 1} @ {wks}w{days}d edd {c.D(edd, c.ch('md', 'mdy2'))} "
        f"mrn {P('MRN', c.mrn_v)}",
        f"c/o {c.ch('ctx', 'lof', 'dfm', 'ha + bp', 'vb')} since {clin.tod(c)}",
        f"pnc {P('HOSPITAL', c.clinic())}; gbs {c.ch('neg', 'pos', 'unk')}",
        f"{partner.rel} {P('FAMILY', c.form(partner, c.ch('first', 'nick')))} here, cell {c.PH()}",
        f"vs {clin.vitals(c, 'terse')}",
        f"fhr {c.r.randint(120, 160)} mod var +accels, toco q{c.r.randint(2, 9)}",
        f"sve {c.ch('1/50/-3', '4/80/-1', 'ftp/th', 'deferred')}; {clin.scores(c, ['bishop'], 1)[0].lower()}",
        f"plan {c.ch('home w/ precautions', 'admit l&d', 'obs 2h + recheck', 'mag + bmz')}",
        f"{P('DOCTOR', c.form(cnm, c.ch('first', 'fi', 'last')))} cnm",
    ]
    return "\n".join(lines), "terse-lower"
