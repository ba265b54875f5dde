import pools
"""Shared narrative fragments and blocks.  Templates use [TYPE:key] for PHI
and {key} for plain values (see core.Note.f)."""

DISC = {
    'ipv': [
        "{She} disclosed that {pos} {rel} [FAMILY:pp_first] punched {obj} repeatedly to the face at home on [DATE:inc] after an argument about money.",
        "States [FAMILY:pp_first] grabbed {obj} around the neck with both hands 'until I saw stars'. No LOC reported but {she} was incontinent of urine at the time (NFS).",
        "Reports [FAMILY:pp_full] checks {pos} phone daily, has taken {pos} bank card and stops {obj} seeing {pos} {f1_role} [FAMILY:f1_first].",
        "Initially said {she} fell on the stairs; on direct questioning alone disclosed {pos} {rel} pushed {obj} down them during a row.",
        "Abuse started around [DATE:start_y] and has escalated since they separated in [DATE:sep_my]; {she} describes it as 'every weekend now'.",
        "[FAMILY:pp_first] turned up at {pos} work ([ORGANIZATION:pt_emp]) on [DATE:prev1] and had to be walked off site by security.",
        "{She} says [FAMILY:pp_first] threatened to 'finish it' and burn the house down with {obj} in it if {she} went to the {police}.",
        "Describes being locked in the bathroom overnight on [DATE:prev1_w]; {rel} took the door key and {pos} phone.",
        "Sexual assault disclosed (within the last 72 hours) - offered forensic exam at [HOSPITAL:sarc], {she} wants time to think.",
        "Police were called by neighbour [FAMILY:f2_full] on [DATE:prev2] after hearing screaming; no further action at that time as {she} did not support a prosecution.",
        "{Pos} {rel} smashed {pos} mobile and threw a mug that cut {pos} forehead; children were upstairs at the time.",
        "The worst incident was over [DATE:hol] when [FAMILY:pp_first] held a knife to {pos} throat in front of {pos} {f1_role}.",
        "{She} moved here from [COUNTRY:abroad] in [DATE:start_y] on a spousal visa; [FAMILY:pp_first] keeps {pos} passport and residence card.",
        "Since [DATE:prev2_my] {rel} has put a tracking app on {pos} phone and turns up wherever {she} is, including outside [LOCATION_OTHER:landmark].",
    ],
    'elder': [
        "{Pos} {rel} [FAMILY:pp_first] (lives with {obj}) has control of {pos} bank card; about {cur}4,000 has gone from the account ending [ACCOUNT:acct] since [DATE:prev1_my].",
        "Found by {f2_role} [FAMILY:f2_full] on the kitchen floor, unkempt, with pressure damage to the sacrum (Waterlow 22). {Rel} said {pp_he} was 'too busy' to help.",
        "Grip-pattern bruising to both upper arms; {she} said [FAMILY:pp_first] 'gets rough' when {she} can't manage the stairs.",
        "{She} told the ward nurse {she} is 'frightened of going home' because [FAMILY:pp_first] shouts and bangs doors when drinking.",
        "[FAMILY:pp_full] has been refusing district nurse visits and cancelled the package of care on [DATE:prev1].",
        "Neighbour reports [FAMILY:pp_first] takes {pos} pension on collection day and {she} is left without food; weight down 9 kg in 4 months (MUST 3).",
        "Lasting power of attorney not registered; {rel} has been signing cheques in {pos} name since [DATE:prev2_y].",
        "Medication found stockpiled at home (warfarin, {cd}); {rel} manages the dosette and {pos} INR has been erratic.",
    ],
    'carer': [
        "Agency carer from [ORGANIZATION:care_ag] alleged to have slapped {obj} across the face during personal care on [DATE:inc]; carer named as [FAMILY:pp_full].",
        "{She} reports carer [FAMILY:pp_first] takes cash from {pos} purse and has used {pos} bank card (account ending [ACCOUNT:acct]).",
        "Unexplained bruising to both wrists noted on admission; {she} said '[FAMILY:pp_first] holds me down when I won't have my tablets'.",
        "Controlled drugs ({cd}) unaccounted for since carer [FAMILY:pp_first] started visits in [DATE:prev1_my].",
        "{Pos} {f1_role} [FAMILY:f1_full] raised concerns that the carer is rough and rushes the morning call (booked 45 min, stays 10).",
        "Carer [FAMILY:pp_first] was seen on the doorbell camera (serial [DEVICE:doorbell_sn]) shouting at {obj} on [DATE:prev1].",
    ],
    'hba': [
        "Disclosed {pos} family plan for {obj} to travel to [COUNTRY:abroad] in [DATE:fu_my] to marry a cousin; {pos} {rel} [FAMILY:pp_first] is holding {pos} passport.",
        "{She} was beaten by {pos} {rel} [FAMILY:pp_full] after relatives found out about a boyfriend; told {she} had 'brought shame' on the family.",
        "{She} is not allowed to leave the house alone; {pos} {rel} checks {pos} phone and has threatened to send {obj} to [COUNTRY:abroad].",
        "Cousin [FAMILY:f2_full] messaged {obj} a photo of a ticket booked for [DATE:fu]; {she} is terrified of being taken abroad.",
        "{She} reports {pos} {rel} and uncle have told {obj} {she} 'will be dealt with' if {she} speaks to anyone from outside the family.",
    ],
    'family': [
        "{Pos} {rel} [FAMILY:pp_first] threw a kettle at {obj} during an argument about rent on [DATE:inc]; partial-thickness burn to L forearm.",
        "[FAMILY:pp_first] ({rel}) has been demanding money for drugs; {she} has given about {cur}1,200 since [DATE:prev1_my] 'to keep the peace'.",
        "{She} says [FAMILY:pp_full] pinned {obj} against the wall by the throat on [DATE:prev1] when {she} refused to hand over {pos} bank card.",
        "{Rel} [FAMILY:pp_first] has damaged {pos} room door and taken {pos} phone on several occasions; police attended [DATE:prev2].",
        "Police were called to the family home over [DATE:hol] after [FAMILY:pp_first] smashed windows; {she} did not want charges then.",
        "{She} is frightened of {pos} {rel}, who has been using cocaine and 'explodes' without warning.",
    ],
}

INJ = [
    '3 cm laceration above L eyebrow, closed with steristrips', 'periorbital haematoma R eye',
    'petechiae to face and conjunctivae', 'fingertip bruising to the anterior neck',
    'bite mark R forearm (photographed)', '# 5th metacarpal R hand (boxer\'s fracture)',
    'partial-thickness burn dorsum L hand', 'undisplaced nasal fracture',
    'fractured ribs 7-9 on the left', 'subconjunctival haemorrhage L eye',
    'linear bruising R thigh, ?belt', 'scalp haematoma with hair pulled out in clumps',
    'defensive bruising to ulnar borders of both forearms', 'split lip, 1.5 cm',
    'abrasions to both knees', 'tender L wrist, x-ray NAD', 'hoarse voice, pain on swallowing',
    'grip marks to both upper arms', '2 cm stab wound to L palm',
]

RISK = [
    ('separation in the last 3 months', 'ipv'), ('pregnant (22+3 weeks)', 'fy'), ('escalation in frequency and severity', ''),
    ('non-fatal strangulation', 'ipv'), ('threats to kill', ''), ('access to a weapon', ''), ('stalking / harassment', 'ipv'),
    ('extreme jealousy', 'ipv'), ('perpetrator alcohol and cocaine use', ''), ('perpetrator suicidal', ''),
    ('child contact dispute', 'kids'), ('financial control', ''), ('sexual violence', 'ipv'),
    ('threats to harm the dog', ''), ('breach of bail conditions', ''), ('previous DA with other partners', 'ipv'),
    ('isolation from family', ''), ('honour-based abuse indicators', 'hba'), ('forced marriage concerns', 'hba'),
    ('dependence on the abuser for personal care', 'old'), ('cognitive impairment', 'old'),
]

HARDNEG = [
    ("GCS 15/15, BP 132/84, HR 96, SpO2 98% RA.", ''),
    ("Obs: GCS 14/15 on arrival, 15/15 at 02:30. NEWS2 1.", ''),
    ("Bloods: Hb 104 g/L, INR 1.1, CK 2300, lactate 1.8. Blood alcohol 0.9 g/L.", ''),
    ("Coded as T74.1 (physical abuse, confirmed) with Y07.0 (perpetrator: spouse or partner).", 'ipv'),
    ("Coded T74.0 (neglect or abandonment) and Z91.81 (history of falling).", 'old'),
    ("CT head not indicated; Canadian CT Head Rule negative.", ''),
    ("Waterlow 18, Braden 14, Barthel 55/100, Rockwood Clinical Frailty Scale 6.", 'old'),
    ("Abbey pain scale 9. PAINAD 4/10. MUST 2.", 'old'),
    ("4AT score 5 - delirium likely; MoCA 17/30 when settled.", 'old'),
    ("Differential included {eponym}; not supported on exam.", ''),
    ("Meds on admission: {med}; {med2}.", ''),
    ("Carotid doppler requested given strangulation (Grade 2 per local pathway).", 'ipv'),
    ("AUDIT-C 9/12; PHQ-9 18; GAD-7 15.", ''),
    ("Information shared under {infoshare}.", ''),
    ("Caldicott principle 7: the duty to share can be as important as the duty to protect confidentiality.", 'gb'),
    ("{dvds} discussed.", 'ipv'),
    ("Duluth Power and Control Wheel used to explain coercive control.", 'ipv'),
    ("Emergency: {silent}.", ''),
    ("Urine hCG negative. Offered PEPSE and emergency contraception per protocol 4.2.", 'fy'),
    ("x-ray L wrist: no bony injury; ?scaphoid - review in fracture clinic 10/7.", ''),
    ("Mental capacity assessed for this decision under the {mca}: has capacity.", ''),
    ("Stockholm-type trauma bonding discussed in supervision, not a diagnosis.", 'ipv'),
    ("Routine enquiry per NICE PH50 completed; HITS score 14.", 'ipv'),
]

SAFETY = [
    ('safe number agreed (texts OK, no voicemail)', ''), ('code word agreed with {adv} (not recorded here)', ''),
    ('personal alarm issued, serial [DEVICE:alarm_sn]', ''), ('target hardening referral (locks, door chain, window alarms)', ''),
    ('locks changed by landlord', ''), ('refuge space requested via [ORGANIZATION:charity]', 'ipv'),
    ('{dvds} application made', 'ipv'), ('emergency option explained: {silent}', ''),
    ('{gpw} informed', ''), ('ED safeguarding alert placed', ''), ('bag packed and left with [FAMILY:f1_first]', ''),
    ('copy of {order} to be kept on phone', 'ipv'), ('escape route from home talked through', ''),
    ("children's school ([ORGANIZATION:school]) aware of contact arrangements", 'kids'),
    ('bank notified; new card to be sent to c/o address', ''), ('care package to be reviewed before discharge', 'old'),
]


def ok(c, tag):
    if not tag:
        return True
    pt = c.people['pt']
    if tag == 'fy':
        return pt.sex == 'F' and 16 <= pt.age < 48
    if tag == 'kids':
        return bool(c.kids)
    if tag == 'old':
        return c.scen in ('elder', 'carer') or pt.age >= 70
    if tag == 'gb':
        return c.cc == 'GB'
    if tag == 'ipv':
        return c.scen in ('ipv', 'hba', 'family')
    return c.scen == tag


def pick(c, R, lst, k):
    cand = [t for t, tag in lst if ok(c, tag)]
    return R.sample(cand, min(k, len(cand)))


ACT_POLICE = [
    "{police} informed, crime ref [IDNUM:crime].", "Police attended ED; CAD [IDNUM:cad].",
    "{pol_rank} [DOCTOR:pol_last] (collar [IDNUM:pol_coll]) took first account in cubicle [LOCATION_OTHER:cub].",
    "{pol_rank} [DOCTOR:pol_full] to update re arrest; tel [PHONE:pol_mob].",
]


def tool_score(c, R, hi=True):
    tool = c.v['tool']
    if tool == 'DASH':
        return 'DASH %d/27' % (R.randint(14, 24) if hi else R.randint(3, 13))
    if tool == 'Danger Assessment':
        s = R.randint(18, 30) if hi else R.randint(4, 13)
        return 'Danger Assessment %d (%s)' % (s, 'extreme danger' if s >= 18 else 'variable danger')
    if tool == 'DVSAT':
        return 'DVSAT %d/25 "yes" (%s)' % ((R.randint(12, 21), 'serious threat') if hi else (R.randint(2, 11), 'at threat'))
    return 'FV risk screen %d/22 (%s)' % ((R.randint(12, 20), 'high') if hi else (R.randint(3, 11), 'medium'))


def disclosure(n, c, k=2):
    lst = DISC[c.scen]
    for t in n.R.sample(lst, min(k, len(lst))):
        if t.startswith('{She} ') and n.R.random() < 0.5:
            t = n.R.choice(['[PATIENT:pt_first] ', '{pt_t} [PATIENT:pt_last] ', 'Pt ']) + t[6:]
        elif t.startswith('States ') and n.R.random() < 0.5:
            t = '[PATIENT:pt_first] states ' + t[7:]
        n.f(t)
        n.t(' ')


def hardneg(n, c, k=1, sep=' '):
    for t in pick(c, n.R, HARDNEG, k):
        n.f(t)
        n.t(sep)


def inj_list(n, k=2, bullet='- '):
    for t in n.R.sample(INJ, k):
        n.t(bullet + t + '\n')


def risk_list(n, c, k=4, sep='; '):
    n.t(sep.join(pick(c, n.R, RISK, k)))


def safety_list(n, c, k=4, bullet='- '):
    for t in pick(c, n.R, SAFETY, k):
        n.t(bullet)
        n.f(t)
        n.t('\n')


def kids(n, c, style='line'):
    """children with names and ages, or a 'no children' line."""
    if not c.kids:
        n.t(n.R.choice(['No children in the household.', 'Children: none.', 'No dependants.',
                        'Nil children.']))
        return
    if style == 'line':
        n.t(n.R.choice(['Children: ', 'Children in household: ', 'Kids: ']))
        for i, k in enumerate(c.kids):
            if i:
                n.t(', ')
            n.f('[FAMILY:%s_first] ([AGE:%s_age])' % (k, k))
        n.t('.')
    else:
        for k in c.kids:
            n.f('  - [FAMILY:%s_full], DOB [DATE:%s_dob] (age [AGE:%s_age])' % (k, k, k))
            if n.R.random() < 0.5:
                n.f(' - attends [ORGANIZATION:school]')
            n.t('\n')


def sig(n, c, pid, role, style=None):
    R = n.R
    style = style if style is not None else R.randint(0, 4)
    if style == 0:
        n.f('\n[DOCTOR:%s_full]\n%s\n[HOSPITAL:hosp]\nTel: [PHONE:%s_tel]  Mob: [PHONE:%s_mob]\n[EMAIL:%s_email]\n'
            % (pid, role, pid, pid, pid))
    elif style == 1:
        n.f('\nSigned: [DOCTOR:%s_fl] (%s)  Date: [DATE:now]\n' % (pid, role))
    elif style == 2:
        n.f('\n-- \n[DOCTOR:%s_full] | %s | [HOSPITAL:hosp]\nT [PHONE:%s_tel] | E [EMAIL:%s_email]\n'
            % (pid, role, pid, pid))
    elif style == 3:
        n.f('\n%s: [DOCTOR:%s_full], ext [PHONE:%s_ext], bleep [PHONE:%s_bleep]\n' % (role, pid, pid, pid))
    else:
        n.f('\n[DOCTOR:%s_full]\n' % pid)
        n.t(role + '\n')
        n.f('[EMAIL:%s_email]\n' % pid)


def demo(n, c, style=None, sep=': '):
    """patient demographics block"""
    R = n.R
    style = style if style is not None else R.randint(0, 3)
    if style == 0:
        n.f('Name' + sep + '[PATIENT:pt_full]\nDOB' + sep + '[DATE:pt_dob] ([AGE:pt_age] yrs)\n')
        n.f('{mrn_lbl}' + sep + '[MRN:mrn]\n')
        if c.get('natid', n) and c.cc not in ('NZ',):
            n.f('{natid}\n')
        n.f('Address' + sep + '{a1}\n')
        n.f('Tel' + sep + '[PHONE:pt_mob]' + R.choice(['', ' (safe to call)', ' - NOT SAFE, use safe no.']) + '\n')
        ssn(n, c, sep, 0.6)
        if R.random() < 0.3:
            c.v['nat_adj'] = pools.ADJ[c.get('abroad', n)]
            n.f('Country of birth' + sep + '[COUNTRY:abroad]   Nationality' + sep + '{nat_adj}\n')
    elif style == 1:
        n.f('Patient: [PATIENT:pt_LFU]    {mrn_lbl}: [MRN:mrn]    DOB: [DATE:pt_dob]    [AGE:pt_age]{F}\n')
        n.f('Addr: [STREET:a1_street], [CITY:a1_town] [ZIP:a1_pc]\n')
    elif style == 2:
        n.f('| Name | [PATIENT:pt_full] |\n| DOB / age | [DATE:pt_dob] / [AGE:pt_age] |\n| {mrn_lbl} | [MRN:mrn] |\n')
        n.f('| Address | {a1} |\n| Phone | [PHONE:pt_mob] |\n')
        if R.random() < 0.3:
            n.f('| Born | [COUNTRY:abroad] |\n')
    else:
        n.f('[PATIENT:pt_UP]  ({sex}, [AGE:pt_age]y)  {mrn_lbl} [MRN:mrn]\n')
        n.f('{natid}\n')


def ssn(n, c, sep=': ', prob=1.0):
    v = c.get('ssnv', n)
    if v and not c.v.get('_ssn_done') and n.R.random() < prob:
        c.v['_ssn_done'] = True
        n.t(v[0] + sep)
        n.p(v[1], 'SSN')
        n.t('\n')


def perp(n, c, style=None, sep=': '):
    R = n.R
    style = style if style is not None else R.randint(0, 2)
    if style == 0:
        n.f('Name' + sep + '[FAMILY:pp_full]\nDOB' + sep + '[DATE:pp_dob]\nRelationship' + sep + '{rel}\n')
        n.f('Address' + sep + R.choice(['{ap}', 'same as victim', 'NFA - sofa surfing', '{ap}']) + '\n')
        n.f('Occupation' + sep + '[PROFESSION:pp_job]\n')
        if R.random() < 0.5:
            n.f('Vehicle' + sep + R.choice(['silver Ford Focus', 'black VW Golf', 'white Transit van',
                                            'red Mazda 3', 'grey Toyota Hilux']) + ', reg [VEHICLE:plate]\n')
    elif style == 1:
        n.f('Alleged perpetrator: [FAMILY:pp_LFU] ({rel}), ' + R.choice(['[AGE:pp_age] yrs', 'in {pp_pos} [AGE:pp_dec]', 'aged [AGE:pp_agew]', '[AGE:pp_age]yo']) +
            ', [PROFESSION:pp_job]. Mob [PHONE:pp_mob].\n')
    else:
        n.f('PAH ({rel}): [FAMILY:pp_full], DOB [DATE:pp_dob]. Works as a [PROFESSION:pp_job].\n')
