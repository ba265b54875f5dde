"""Genre templates. Each returns (marked_text, layout)."""
from sections import *


def admission(c, lo):
    r = c.r
    sc = pick(c, SCEN)
    if lo:
        s = header(c, True, pick(c, ["adm h&p", "h&p", "admit note", "gen med adm"]), extra=("acct",) if r.random() < .5 else ())
        s += f"cc: {sc['ccl']}\nhpi: " + hpi(c, True, sc)
        s += pmh(c, True) + meds(c, True, sc)
        s += "all: " + pick(c, ["nkda", "pcn (rash)", "sulfa", "codeine -> n/v"]) + "\n"
        s += social(c, True) + (fhx(c, True) if r.random() < .5 else "")
        s += vitals(c, True) + exam(c, True) + labs(c, True, sc, 0) + ap(c, True, sc)
        if r.random() < .5:
            s += contacts(c, True)
        s += sig(c, True)
        return s, "terse-sections"
    layout = pick(c, ["sections", "header+sections"])
    s = header(c, False, "Admission History and Physical", extra=pick(c, [("acct", "plan"), ("acct",), ("plan",)])) if layout == "header+sections" else \
        f"ADMISSION NOTE - {P('HOSPITAL', c.hosp)}\nDate of admission: {c.D(0)}\nPatient: {c.name(form='caps')} (MRN {P('MRN', c.mrn)}), {loc_room(c, False)}\n"
    s += f"\nCHIEF COMPLAINT: {sc['cc'].capitalize()}.\n\nHISTORY OF PRESENT ILLNESS:\n" + hpi(c, False, sc)
    s += "\n" + pmh(c, False) + "\n" + meds(c, False, sc)
    s += "ALLERGIES: " + pick(c, ["No known drug allergies.", "Penicillin (hives).", "Sulfa drugs (rash)."]) + "\n\n"
    s += social(c, False) + "\n" + fhx(c, False) + "\n" + vitals(c, False) + exam(c, False) + "\n" + labs(c, False, sc, 0)
    s += "\n" + ap(c, False, sc) + "\n" + contacts(c, False) + sig(c, False)
    return s, layout


def progress(c, lo):
    r = c.r
    sc = pick(c, SCEN)
    k = r.randint(1, c.los)
    if lo:
        s = f"{pick(c, ['prog note', 'pn', 'daily', 'med prog'])} hd#{k + 1} {c.D(k, False)}\n"
        s += f"{c.name(form=pick(c, ['lf', 'last', 'full', 'initials']))} {c.AGE(pick(c, ['sex', 'yo']))} {loc_room(c, True)}, {sc['dxl']}\n"
        s += "s: " + pick(c, [f"no acute events o/n. pt states feels 'a bit better', {rel_word(c, c.fam[0], True)} {nm(r, c.fam[0], 'FAMILY', 'first')} at bs",
                              f"per rn {c.doc(c.rn, 'first')} pt pulled piv x1 o/n, otherwise ok",
                              f"asks if home by {P('DATE', pick(c, ['christmas', 'thanksgiving', 'easter', 'new year']))}, {rel_word(c, c.fam[1], True)} hosting",
                              f"c/o poor sleep. wants to go home by {fd(c.d(k + 2), pick(c, ['wd', 'wd3', 'md']))} for {rel_word(c, c.fam[1], True)}'s bday"]) + "\n"
        s += "o: " + vitals(c, True) + exam(c, True) + labs(c, True, sc, k)
        s += "a/p:\n" + "\n".join(f"- {x}" for x in sc["planl"]) + "\n"
        s += f"- dispo: {pick(c, ['home', 'snf', 'home w/ vna'])} {pick(c, ['tmrw', 'in 1-2d', fd(c.d(c.los), 'md')])}; cm {c.doc(c.cm, 'first')} aware\n"
        if r.random() < .5:
            s += f"- d/w {rel_word(c, c.fam[0], True)} {nm(r, c.fam[0], 'FAMILY', 'first')} by phone {P('PHONE', c.fam[0].phone)}\n"
        s += sig(c, True)
        return s, "soap-terse"
    layout = pick(c, ["soap", "header+soap"])
    s = header(c, False, "Hospital Medicine Progress Note") if layout == "header+soap" else \
        f"Progress Note - Hospital Day {k + 1}\n{c.name(form=pick(c, ['full', 'caps', 'fml']))} | MRN {P('MRN', c.mrn)} | {loc_room(c, False)}\n"
    s += f"Date of service: {c.D(k)}\n\nSUBJECTIVE:\n"
    s += pick(c, [f"No acute events overnight. {c.name(form=pick(c, ['title', 'first']))} reports breathing is easier and {c.he()} slept well.",
                  f"{c.name(form='title')} is hoping to be home for {P('DATE', pick(c, ['Christmas', 'Thanksgiving', 'Easter', 'Diwali', 'Eid', 'New Year']))}; {c.he()} reports less dyspnea today.",
                  f"Overnight, cross-cover ({c.doc(c.nf, pick(c, ['title', 'full']))}) was called for a heart rate of 128; given metoprolol 5 mg IV with effect.",
                  f"Patient seen with {c.his()} {c.fam[0].rel}, {nm(r, c.fam[0], 'FAMILY', pick(c, ['full', 'title', 'first']))}, at the bedside. Nurse {c.doc(c.rn, pick(c, ['full', 'first']))} reports good oral intake."]) + "\n\n"
    s += "OBJECTIVE:\n" + vitals(c, False) + exam(c, False) + labs(c, False, sc, k)
    s += "\n" + ap(c, False, sc) + sig(c, False)
    return s, layout


def nursing(c, lo):
    r = c.r
    k = r.randint(0, c.los)
    shift = pick(c, ["0700-1930", "1900-0730", "days", "nights"])
    if lo:
        s = f"rn note {c.D(k, False)} {shift.lower()}\n"
        s += f"{c.name(form=pick(c, ['lf', 'full', 'finit', 'first']))}, {c.AGE(pick(c, ['sex', 'yo']))}, {loc_room(c, True)} on {P('HOSPITAL', c.unit)}\n"
        s += f"neuro: a&o x{r.randint(2, 4)}, {pick(c, ['calm', 'intermittently confused', 'pleasant'])}. call bell in reach, bed alarm on.\n"
        s += f"resp: {r.randint(1, 4)}l nc, sats {r.randint(91, 98)}%. will wean as tol.\n"
        s += f"cv: sr 70s-80s on tele, piv l ac 20g placed {c.D(k - 1, False)}.\n"
        s += f"gi/gu: voiding, i/o {r.randint(800, 2400)}/{r.randint(600, 2800)}. bm x1.\n"
        s += f"skin: stage 2 sacrum, wound rn {c.doc(c.rn2, pick(c, ['first', 'full']))} saw.\n"
        s += pick(c, [f"id band checked, palm scan id {P('BIOID', c.bioid)} verified for blood draw.\n",
                      f"pt identity verified w/ fingerprint id {P('BIOID', c.bioid)} + dob {c.dob_s()}.\n", ""])
        f = c.fam[0]
        s += f"family: {rel_word(c, f, True)} {nm(r, f, 'FAMILY', pick(c, ['first', 'full', 'nick']))} visited, {pick(c, ['left ~2000', 'called at 2130', 'will bring cpap from home'])}, # {P('PHONE', f.phone)}.\n"
        if r.random() < .4:
            s += f"pt's car ({P('VEHICLE', c.plate)}) still in ed lot, security aware.\n"
        s += f"handoff to {c.doc(c.rn2, pick(c, ['first', 'finit', 'full']))} rn at {pick(c, ['1900', '0700', '1915'])}.\n"
        s += f"-- {c.doc(c.rn, pick(c, ['full', 'initials', 'first']))} rn ({P('USERNAME', c.rn.user)})\n"
        return s, "nursing-terse"
    layout = pick(c, ["systems", "narrative"])
    s = f"NURSING SHIFT NOTE\n{P('HOSPITAL', c.hosp)} - {P('HOSPITAL', c.unit)}\nShift: {c.D(k)} {shift}\n"
    s += f"Patient: {c.name(form=pick(c, ['caps', 'full', 'lf']))}   MRN: {P('MRN', c.mrn)}   Room/Bed: {P('LOCATION_OTHER', c.room)}/{P('LOCATION_OTHER', c.bed)}\n"
    s += f"Primary nurse: {c.doc(c.rn, pick(c, ['full', 'fml']))}, RN   Charge: {c.doc(c.rn2, pick(c, ['full', 'finit']))}, RN\n\n"
    if layout == "systems":
        s += "Neuro: Alert and oriented x3, follows commands, PERRLA. Fall risk (Morse 55); bed alarm on.\n"
        s += f"Cardiac: Sinus rhythm 70-90 on telemetry (monitor IP {P('IPADDR', c.ip)}). Pedal pulses 2+.\n"
        s += f"Resp: {r.randint(1, 4)} L nasal cannula, SpO2 93-96%. Encouraged incentive spirometry, achieved 1250 mL.\n"
        s += "GI/GU: Tolerating cardiac diet. Voiding without difficulty. Intake 1,640 mL / output 2,150 mL.\n"
        s += f"Skin: Braden 14. Heels offloaded. Wound care per WOC nurse {c.doc(c.rn2, 'first')}.\n"
        s += f"Lines: PIV right forearm 20 g, placed {c.D(k - 1, False)}, site clean.\n"
    else:
        s += f"{c.name(form=pick(c, ['title', 'first']))} (prefers {c.name(form='nick')}) was pleasant and cooperative this shift. {c.he().capitalize()} ambulated in the hall twice with a walker and standby assist. "
        s += f"Pain 3/10, relieved with acetaminophen. Vital signs stable. Telemetry (device serial {P('DEVICE', c.device)}) shows sinus rhythm.\n"
    s += f"Patient identity confirmed with {pick(c, ['palm-vein scan', 'fingerprint biometric'])} (ID {P('BIOID', c.bioid)}) before transfusion.\n" if r.random() < .6 else ""
    f = c.fam[0]
    s += f"\nFamily: {c.his().capitalize()} {f.rel} {nm(r, f, 'FAMILY', pick(c, ['full', 'first', 'title']))} called at 20:15 asking for an update; {c.he()} asked that {c.his()} {f.rel} be called at {P('PHONE', f.phone)} with any changes.\n"
    if r.random() < .5:
        s += f"{c.his().capitalize()} car (plate {P('VEHICLE', c.plate)}) was moved from the ED bay to the visitor garage by security.\n"
    s += f"Education: Reviewed heart failure diet and daily weights; teach-back done. Portal sign-up at {P('URL', c.url)} given.\n"
    s += f"\nReport given to {c.doc(c.rn2, pick(c, ['full', 'first']))}, RN at shift change.\n{c.doc(c.rn, pick(c, ['full', 'finit']))}, RN  {P('USERNAME', c.rn.user)}\n"
    return s, layout


def signout(c, lo):
    r = c.r
    from ctx import Ctx as _C
    pts = [c] + [_C(r, c.locale) for _ in range(r.randint(2, 4))]
    for p in pts[1:]:
        p.unit, p.hosp, p.hosp_short, p.admit = c.unit, c.hosp, c.hosp_short, c.admit
    if lo:
        s = f"signout {c.D(0, r.random() < .5)} {c.doc(c.res, pick(c, ['first', 'last', 'initials']))} -> {c.doc(c.nf, pick(c, ['first', 'last', 'full']))} (nf)\n"
        s += f"team {r.randint(1, 9)}, {P('HOSPITAL', c.unit)}\n\n"
        for i, p in enumerate(pts):
            sc = pick(c, SCEN)
            s += f"{i + 1}) {p.name(form=pick(c, ['last', 'lf', 'full', 'initials']))} {p.AGE(pick(c, ['sex', 'yo']))} {P('LOCATION_OTHER', p.room)} - {sc['dxl']}\n"
            s += f"   {pick(c, ['full', 'dnr/dni', 'full'])}. " + pick(c, [f"tdl: f/u k at 2200, replete if <3.5", "tdl: if cp -> ekg + trop", "tdl: none, sleeping",
                                                                         f"tdl: {rel_word(c, p.fam[0], True)} {nm(r, p.fam[0], 'FAMILY', 'first')} may call ({P('PHONE', p.fam[0].phone)}), ok to update"]) + "\n"
            if r.random() < .4:
                s += f"   if sbp <90 -> 500 bolus, call {c.doc(c.att, 'last')}\n"
        s += f"\ncall me w/ ?s pgr {P('PHONE', c.res.pager)}\n"
        return s, "list-terse"
    s = f"EVENING SIGN-OUT - {P('HOSPITAL', c.hosp_short)} Medicine Team {r.choice('ABCDEFG')}\nDate: {c.D(0)}\n"
    s += f"From: {c.doc(c.res, pick(c, ['full', 'title']))} (pager {P('PHONE', c.res.pager)})   To: {c.doc(c.nf, pick(c, ['full', 'title']))}, night float\n"
    s += f"Attending on call: {c.doc(c.att, pick(c, ['title', 'full']))}, cell {P('PHONE', c.phone())}\n\n"
    for i, p in enumerate(pts):
        sc = pick(c, SCEN)
        s += f"[{i + 1}] {p.name(form=pick(c, ['caps', 'lf', 'full']))} | {P('LOCATION_OTHER', p.room)} | MRN {P('MRN', p.mrn)} | {p.AGE(pick(c, ['sex', 'yo', 'year']))} | {sc['dx']}\n"
        s += f"    Code: {pick(c, ['Full', 'DNR/DNI', 'DNR, OK to intubate'])}. Illness severity: {pick(c, ['stable', 'watcher', 'unstable'])}.\n"
        s += "    To do: " + pick(c, [f"Follow up 22:00 potassium; replete per protocol.", "Repeat lactate at midnight; if > 2, call senior.",
                                     f"{p.fam[0].rel.capitalize()} {nm(r, p.fam[0], 'FAMILY', 'full')} will call for an update ({P('PHONE', p.fam[0].phone)}).",
                                     f"Awaiting CT read; accession {P('IDNUM', p.spec)}."]) + "\n"
        if r.random() < .5:
            s += f"    Contingency: if agitated, haloperidol 0.5 mg IV x1; avoid restraints. PCP is {p.doc(p.pcp, pick(c, ['title', 'full']))}.\n"
    return s, "list"


def discharge(c, lo):
    r = c.r
    sc = pick(c, SCEN)
    dest = pick(c, ["home", "snf", "home_services"])
    fu = c.d(c.los + r.randint(4, 18))
    if lo:
        s = f"d/c summary\n{c.name(form=pick(c, ['lf', 'full', 'caps']))}  mrn {P('MRN', c.mrn)}  {c.AGE(pick(c, ['yo', 'sex']))}\n"
        s += f"adm {c.D(0, r.random() < .5)} d/c {c.D(c.los, r.random() < .5)}  {P('HOSPITAL', pick(c, [c.hosp_short, c.hosp_acr]))}\n"
        s += f"dx: {sc['dxl']}\ncourse: admitted w/ {sc['ccl']}; {sc['hpil']}. treated w/ {sc['meds'][0].lower()}. improved, {pick(c, ['ambulating', 'back to baseline per ' + rel_word(c, c.fam[0], True), 'tolerating diet'])}.\n"
        s += "d/c meds: " + "; ".join(pick(c, HOME_MEDS, 3)) + "\n"
        if dest == "snf":
            s += f"to {P('HOSPITAL', c.snf)} ({P('CITY', c.other_town)}) fax {P('FAX', c.fax)}\n"
        else:
            s += f"home: {P('STREET', c.street)}, {P('CITY', c.town)} {P('ZIP', c.zip)} w/ {rel_word(c, c.fam[0], True)} {nm(r, c.fam[0], 'FAMILY', 'first')}\n"
        s += f"f/u: {c.doc(c.pcp, pick(c, ['last', 'title', 'full']))} @ {P('HOSPITAL', c.clinic)} {fd(fu, pick(c, ['md', 'wd_md', 'us_short', 'mon_d']))}, ph {P('PHONE', c.phone())}\n"
        s += f"pending: {pick(c, ['bcx', 'ucx', 'path'])} ({P('IDNUM', c.spec)})\n"
        if r.random() < .5:
            s += f"{c.device_kind.lower()} sn {P('DEVICE', c.device)} interrogated, ok\n"
        s += f"cc: {c.doc(c.pcp, 'last')} fax {P('FAX', c.fax)}\n" + sig(c, True, c.att, "md")
        return s, "summary-terse"
    s = header(c, False, "Discharge Summary", extra=("dates", "acct"))
    s += f"\nPrincipal diagnosis: {sc['dx'].capitalize()}\nSecondary: {', '.join(pick(c, PMH, 3))}\n\n"
    s += f"HOSPITAL COURSE:\n{c.name(form=pick(c, ['title', 'full']))} is a {c.AGE(pick(c, ['year', 'word']))} {P('PROFESSION', c.prof)} admitted on {c.D(0)} with {sc['cc']}. "
    s += f"{sc['hpi'][0].upper() + sc['hpi'][1:]}. {c.he().capitalize()} was treated with {sc['meds'][0]} and improved. "
    s += f"On {c.D(r.randint(1, c.los), False)} {c.he()} was seen by {c.doc(c.cons, pick(c, ['title', 'full']))} ({pick(c, ['cardiology', 'nephrology', 'gastroenterology', 'infectious diseases'])}). "
    s += f"{c.his().capitalize()} {c.device_kind} (serial {P('DEVICE', c.device)}) was interrogated and functioning normally.\n\n" if r.random() < .6 else "\n\n"
    s += "DISCHARGE MEDICATIONS:\n" + "\n".join(f"- {m}" for m in pick(c, HOME_MEDS, 4) + sc["meds"][1:2]) + "\n"
    if not c.uk:
        s += f"Prescriber: {c.doc(c.att, 'full')}, MD  DEA {P('LICENSE', c.dea)}  NPI {P('LICENSE', c.npi)}\n"
    else:
        s += f"Prescriber: {c.doc(c.att, 'full')}  GMC {P('LICENSE', c.gmc)}\n"
    s += "\nDISPOSITION: "
    if dest == "snf":
        s += f"Discharged to {P('HOSPITAL', c.snf)}, {P('CITY', c.other_town)}. Report called to nurse {c.doc(c.rn2, 'full')}; records faxed to {P('FAX', c.fax)}.\n"
    else:
        s += f"Home to {c.addr()}, with {c.his()} {c.fam[0].rel} {nm(r, c.fam[0], 'FAMILY', pick(c, ['full', 'first']))}" + (f" and home health from {P('ORGANIZATION', pick(c, ['Copperleaf Home Health', 'Beacon Visiting Nurses', 'Harbor Home Care']))}" if dest == "home_services" else "") + ".\n"
    s += f"\nFOLLOW-UP:\n- {c.doc(c.pcp, pick(c, ['title', 'full']))}, {P('HOSPITAL', c.clinic)}, {fd(fu, pick(c, ['wd_long', 'long', 'us'] if not c.uk else ['d_month_y', 'uk']))} at 10:30. Tel {P('PHONE', c.phone(ext=True))}, fax {P('FAX', c.fax)}\n"
    s += f"- {c.doc(c.cons, 'title')}, clinic in {r.randint(2, 6)} weeks\n"
    s += f"\nPENDING AT DISCHARGE: blood culture {P('IDNUM', c.spec)} (final {fd(c.d(c.los + 2), pick(c, ['md', 'mon_d']))}).\n"
    s += f"Patient instructions sent to {P('EMAIL', c.email)}; portal: {P('URL', c.url)}\n"
    s += sig(c, False, c.att, "MD" if not c.uk else "FRCP")
    return s, "header+sections"


def consult(c, lo):
    r = c.r
    sc = pick(c, SCEN)
    svc = pick(c, ["cardiology", "nephrology", "gi", "infectious disease", "geriatrics", "palliative care", "psychiatry"])
    if lo:
        s = f"{svc} c/s {c.D(r.randint(0, 2), False)}\n"
        s += f"req by {c.doc(c.res, pick(c, ['last', 'title', 'first']))} ({P('HOSPITAL', pick(c, [c.unit, c.hosp_acr]))}) re: {sc['dxl']}\n"
        s += f"{c.name(form=pick(c, ['last', 'lf', 'initials', 'full']))}, {c.AGE(pick(c, ['sex', 'yo', 'yo_nosp']))}, {loc_room(c, True)}\n"
        s += "hpi: " + hpi(c, True, sc) + pmh(c, True)
        s += f"sh: {P('PROFESSION', c.prof)}, lives w/ {rel_word(c, c.fam[0], True)} in {P('CITY', c.town)}.\n"
        s += vitals(c, True) + labs(c, True, sc, 1)
        s += f"imp: {sc['dxl']}, {pick(c, ['mod severity', 'improving', 'not at goal'])}\nrecs:\n" + "\n".join(f"- {x}" for x in sc["planl"][:3]) + "\n"
        s += f"- will see in clinic ~{fd(c.d(c.los + r.randint(10, 40)), pick(c, ['md', 'mon_d']))}\n"
        s += f"thx for c/s, d/w {c.doc(c.att, 'last')}. {c.doc(c.cons, pick(c, ['full', 'last', 'initials']))} pgr {P('PHONE', c.cons.pager)}\n"
        return s, "consult-terse"
    s = f"{svc.title()} Consultation\n{P('HOSPITAL', c.hosp)}\n\n"
    s += f"Patient: {c.name(form=pick(c, ['caps', 'lf', 'full']))}  MRN: {P('MRN', c.mrn)}  DOB: {c.dob_s()}\n"
    s += f"Date of consult: {c.D(r.randint(0, 2))}\nRequesting physician: {c.doc(c.att, pick(c, ['title', 'full']))}\nReason for consultation: {sc['dx']}\n\n"
    s += "HPI:\n" + hpi(c, False, sc) + "\n" + pmh(c, False) + "\n" + social(c, False) + "\n" + vitals(c, False) + exam(c, False) + labs(c, False, sc, 1)
    s += f"\nIMPRESSION: {c.AGE('year')} {c.sexw} with {sc['dx']}.\nRECOMMENDATIONS:\n" + "\n".join(f"{i + 1}. {x}" for i, x in enumerate(sc["plan"])) + "\n"
    s += f"{len(sc['plan']) + 1}. We will follow; please page with questions.\n"
    s += f"\nThank you for this consultation. Discussed with {c.doc(c.att, 'title')} and the patient's {c.fam[0].rel}, {nm(r, c.fam[0], 'FAMILY', 'full')}.\n"
    s += sig(c, False, c.cons, pick(c, ["MD", "DO", "MD, FACC", "MRCP"]))
    return s, "consult-sections"


XC_EVENTS = ["Event: new atrial fibrillation with RVR to 140s, BP 118/70. Assessment: asymptomatic. Plan: diltiazem 10 mg IV, telemetry, recheck in 1 hour; rate now 96.",
                      "Event: hypotension 84/50, asymptomatic, mentating well. Plan: 500 mL LR bolus, repeat 106/62. Lactate 1.6. Will continue to monitor.",
                      "Event: unwitnessed fall from bed, found on floor. No head strike reported; not on anticoagulation. Neuro exam non-focal. Fall precautions reinforced.",
                      "Event: chest pain 4/10, non-exertional. ECG unchanged from admission; troponin <0.01. Given maalox with relief.",
                      "Event: temperature 38.6 C. Blood cultures x2 drawn, urinalysis sent, CXR ordered."]


def crosscover(c, lo):
    r = c.r
    from ctx import Ctx as _C
    pts = [c] + [_C(r, c.locale) for _ in range(r.randint(1, 2))]
    if lo:
        s = f"x-cover {c.D(0, False)}-{c.D(1, False)} {c.doc(c.nf, pick(c, ['first', 'last', 'initials']))}\n"
        for p in pts:
            t = f"{r.randint(20, 23)}{r.randint(0, 59):02d}" if r.random() < .5 else f"0{r.randint(0, 5)}{r.randint(0, 59):02d}"
            s += f"{t} paged by rn {c.doc(pick(c, [c.rn, c.rn2]), 'first')} re {p.name(form=pick(c, ['last', 'lf', 'full']))} ({P('LOCATION_OTHER', p.room)}), {p.AGE(pick(c, ['sex', 'yo']))}: "
            s += pick(c, ["hr 140s afib rvr. gave dilt 10 iv, now 90s.", "sbp 82. 500 ns bolus, repeat 104/60. lactate 1.8.",
                          "fell getting oob, no head strike, no ac. ct not needed per canadian ct head rule.",
                          "agitated, pulling lines. reoriented, 0.5 haldol, sitter ordered.", "k 3.1 -> 40 meq po."]) + "\n"
            if r.random() < .5:
                s += f"   called {rel_word(c, p.fam[0], True)} {nm(r, p.fam[0], 'FAMILY', pick(c, ['first', 'full']))} at {P('PHONE', p.fam[0].phone)}, updated.\n"
        s += f"d/w {c.doc(c.att, pick(c, ['last', 'title']))} by phone. day team to f/u.\n"
        return s, "event-log-terse"
    evs = r.sample(XC_EVENTS, len(pts))
    s = f"OVERNIGHT CROSS-COVER NOTE\n{P('HOSPITAL', c.hosp)}\nCovering physician: {c.doc(c.nf, pick(c, ['full', 'title']))}, pager {P('PHONE', c.nf.pager)}\nNight of {c.D(0)}\n\n"
    for p in pts:
        t = f"{r.randint(20, 23)}:{r.randint(0, 59):02d}"
        s += f"{t} - Called by {c.doc(pick(c, [c.rn, c.rn2]), pick(c, ['full', 'first']))}, RN, regarding {p.name(form=pick(c, ['caps', 'full', 'title']))} (MRN {P('MRN', p.mrn)}, room {P('LOCATION_OTHER', p.room)}), a {p.AGE(pick(c, ['year', 'yo']))} admitted for {pick(c, SCEN)['dx']}.\n"
        s += evs.pop() + "\n"
        if r.random() < .6:
            f = p.fam[0]
            s += f"Family: {p.his()} {f.rel}, {nm(r, f, 'FAMILY', pick(c, ['full', 'title']))} ({P('PHONE', f.phone)}), was updated by phone at {r.randint(0, 5):02d}:{r.randint(0, 59):02d}.\n"
        s += "\n"
    s += f"Discussed with {c.doc(c.att, pick(c, ['title', 'full']))} overnight. Will hand over to the day team at 07:00.\n"
    s += sig(c, False, c.nf, pick(c, ["MD", "DO", "FY2"]))
    return s, "event-log"


def casemgmt(c, lo):
    r = c.r
    f0, f1 = c.fam[0], c.fam[1]
    if lo:
        s = f"cm note {c.D(r.randint(1, c.los), r.random() < .5)}\n"
        s += f"{c.name(form=pick(c, ['lf', 'full', 'caps']))} mrn {P('MRN', c.mrn)} {c.AGE(pick(c, ['yo', 'sex']))} {loc_room(c, True)}\n"
        s += f"ins: {pick(c, ['mcr', 'mcd', 'comm'])} id {P('HEALTHPLAN', c.plan)}" + (f", ssn {P('SSN', c.ssn)} for mcd app" if r.random() < .6 else "") + "\n"
        s += f"home: {P('STREET', c.street)}, {P('CITY', c.town)} {P('ZIP', c.zip)}. {pick(c, ['2 steps to enter', '3rd fl walk-up', 'bungalow'])}.\n"
        s += f"spoke w/ {rel_word(c, f0, True)} {nm(r, f0, 'FAMILY', pick(c, ['first', 'full']))} ({P('PHONE', f0.phone)}), {rel_word(c, f0, True)} works as {P('PROFESSION', f0.prof)}, can't stay w/ pt days.\n"
        s += f"snf refs sent: {P('HOSPITAL', c.snf)} fax {P('FAX', c.fax)}; {P('HOSPITAL', pick(c, [x for x in __import__('pools').SNF if x != c.snf]))}.\n"
        s += f"dme: {c.device_kind.lower()} sn {P('DEVICE', c.device)} from home, biomed checked.\n" if r.random() < .6 else ""
        s += pick(c, [f"fmla forms for {P('ORGANIZATION', c.employer)} faxed.\n", f"pt's dl {P('LICENSE', c.dl)} copied for pharmacy.\n",
                      f"transport: {rel_word(c, f1, True)} {nm(r, f1, 'FAMILY', 'first')} to pick up, car plate {P('VEHICLE', c.plate)}.\n"])
        s += f"portal login {P('USERNAME', c.email.split('@')[0])}, " if r.random() < .4 else ""
        s += f"email {P('EMAIL', c.email)} for portal ({P('URL', c.url)}).\n" if r.random() < .5 else ""
        s += f"plan: anticipate d/c {c.D(c.los, False)}. will f/u.\n-- {c.doc(c.cm, pick(c, ['first', 'full', 'initials']))} rn cm ext {P('PHONE', str(r.randint(2000, 7999)))}\n"
        return s, "cm-terse"
    s = f"CASE MANAGEMENT / {'DISCHARGE COORDINATOR' if c.uk else 'SOCIAL WORK'} NOTE\n"
    s += f"Date: {c.D(r.randint(1, c.los))}\nPatient: {c.name(form=pick(c, ['caps', 'full', 'lf']))}    MRN: {P('MRN', c.mrn)}    Account: {P('ACCOUNT', c.acct)}\n"
    s += f"Unit: {P('HOSPITAL', c.unit)}, {P('HOSPITAL', c.hosp)}\n\n"
    s += f"Payer: {pick(c, PAYERS_UK if c.uk else PAYERS_US)}, member {P('HEALTHPLAN', c.plan)}, group {P('HEALTHPLAN', c.group)}.\n"
    s += f"{'NI number' if c.uk else 'SSN'} {P('SSN', c.ssn)} verified for {'benefits' if c.uk else 'Medicaid'} application; driver's licence {P('LICENSE', c.dl)} on file.\n"
    s += f"\nMet with {c.name(form=pick(c, ['title', 'first']))} and {c.his()} {f0.rel}, {nm(r, f0, 'FAMILY', pick(c, ['full', 'fml']))} ({P('PHONE', f0.phone)}; {P('EMAIL', c.fam_email)}). "
    s += f"The patient lives at {c.addr()}, and worked as a {P('PROFESSION', c.prof)} until {fd(c.d(-r.randint(100, 3000)), pick(c, ['y', 'mon_y']))}. "
    s += f"{f0.rel.capitalize()} is a {P('PROFESSION', f0.prof)} and is unable to provide daytime supervision.\n"
    s += f"\nReferrals: {P('HOSPITAL', c.snf)} (fax {P('FAX', c.fax)}), accepted {c.D(c.los - 1, False)}; "
    s += f"{P('HOSPITAL', pick(c, [x for x in __import__('pools').SNF if x != c.snf]))} declined (no bed).\n"
    s += f"Home equipment: {c.device_kind} (serial {P('DEVICE', c.device)}) to go with patient.\n"
    if r.random() < .5:
        s += f"Vehicle: patient's car, VIN {P('VEHICLE', c.vin)}, plate {P('VEHICLE', c.plate)}, to be collected by {c.his()} {f1.rel} {nm(r, f1, 'FAMILY', pick(c, ['full', 'first']))}.\n"
    if r.random() < .5:
        s += f"Employer {P('ORGANIZATION', c.employer)} HR contacted re: leave paperwork; HR contact {nm(r, Person(r), 'FAMILY', 'full')}, {P('PHONE', c.phone(ext=True))}.\n"
    s += f"Case #{P('IDNUM', c.order)} opened with Adult Protective Services.\n" if r.random() < .3 else ""
    s += f"Biometric enrollment for the outpatient pharmacy kiosk completed (ID {P('BIOID', c.bioid)}).\n" if r.random() < .5 else ""
    s += f"\nPlan: discharge {c.D(c.los)} pending transport. Will update {c.doc(c.att, pick(c, ['title', 'full']))}.\n"
    s += f"\n{c.doc(c.cm, pick(c, ['full', 'fml']))}, {pick(c, ['RN, CCM', 'LCSW', 'MSW'])}\nExt. {P('PHONE', str(r.randint(4000, 7999)))}  {P('EMAIL', c.cm.first.lower() + '.' + c.cm.last.lower().replace(chr(39), '') + '@example.org')}\n"
    return s, "cm-sections"


GENRES = [("admission_note", admission), ("progress_note", progress), ("nursing_shift_note", nursing),
          ("handover_signout", signout), ("discharge_summary", discharge), ("consult_note", consult),
          ("cross_cover_note", crosscover), ("case_management_note", casemgmt)]
