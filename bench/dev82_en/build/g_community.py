"""Genres: community pharmacy notes, district-nursing and palliative-care records, ambulance handover forms."""

import neg
from locales import LEGAL, US_STATES
from blocks import nick_sentence, rel_phrase, living_sentence, nok_line, health_line, mrn_line, cred, art


def _lg(ctx, k):
    return ctx.ch(LEGAL[ctx.code][k])


def _time(ctx):
    r = ctx.r
    return ctx.ch([f"{r.randint(7, 21):02d}:{r.choice(['00', '05', '10', '15', '20', '30', '35', '40', '45', '50'])}",
                   f"{r.randint(7, 21):02d}{r.choice(['00', '15', '30', '45', '10', '50'])}"])


# ====================================================================== community pharmacy
def pharmacy(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    ph = ctx.staff()
    tech = ctx.staff()
    drv = ctx.staff()
    pname = L.pharmacy(ctx.person("FAMILY").surname)
    lab, val = L.reg("pharmacist")
    user = L.username(ph.given, ph.surname)
    tuser = L.username(tech.given, tech.surname)
    rel, fam = c.rels[0]
    d = c.now
    hl, hv, ht = c.health
    cd = ctx.ch(["morphine sulfate 10 mg/5 mL oral solution 300 mL", "oxycodone 5 mg capsules x 56", "methadone 1 mg/mL 500 mL",
                 "fentanyl 25 micrograms/hour patches x 5", "buprenorphine 8 mg sublingual x 14", "MST Continus 30 mg x 60"])
    if layout == "terse":
        ctx.lc = True
        out = [f"{t('HOSPITAL', pname)} pmr notes",
               f"{ctx.nm(pt, 'SUR_Given')} dob {ctx.Dn(c.dob)} ({ctx.age_val(c.age, False)}) {hl.lower()} {t(ht, hv)}",
               f"{ctx.Dshort(ctx.before(d, 10, 30))} {_time(ctx)} eps {t('IDNUM', L.idnum('eps'))} from {t('HOSPITAL', c.practice)} - {ctx.ch(neg.MEDS).lower()}. {t('USERNAME', tuser)}",
               f"{ctx.Dshort(ctx.before(d, 3, 9))} cd: {cd.lower()} collected by {rel} {ctx.nm(fam, 'given')}, id = licence {t('LICENSE', L.lic_driver())}. {t('USERNAME', user)}",
               f"{ctx.Dshort(ctx.before(d, 1, 2))} rang surgery re {neg.drug(ctx.ch(neg.MEDS)).lower()} + {neg.drug(ctx.ch(neg.MEDS)).lower()} interaction, spoke to {ctx.nm(c.gp, 'title_either_sur')}.",
               f"{ctx.Dshort(d)} delivery by {ctx.nm(drv, 'given')} to {t('STREET', c.addr['street'])} - no answer, left card. pt's mob {t('PHONE', c.mob)}.",
               f"{neg.wordsent(r, True)}"]
        if ctx.p(0.5):
            out.append(f"locker collection: fingerprint template {t('BIOID', L.bioid())} enrolled {ctx.Dshort(ctx.before(d, 30, 200))}.")
        return "\n".join(out)
    out = [t("HOSPITAL", pname), ctx.addr_inline(L.address()), f"Tel: {ctx.tel()}" + (f"   Fax: {ctx.fax()}" if ctx.p(0.5) else ""),
           f"Email: {ctx.email_for(org=pname, local_opts=['dispensary', 'pharmacy', 'orders'])}" if ctx.p(0.6) else "", ""]
    if layout == "consultation":
        svc = ctx.ch(["NEW MEDICINE SERVICE - INTERVENTION", "MEDICINES USE REVIEW", "STRUCTURED MEDICATION REVIEW (PHARMACY)",
                      "DISCHARGE MEDICINES SERVICE - FOLLOW-UP", "HOME MEDICINES REVIEW"])
        out += [svc, "",
                f"Patient: {ctx.nm(pt, ctx.ch(['SUR_Given', 'full', 'title_full']))}", f"Date of birth: {ctx.D(c.dob)}",
                f"{hl}: {t(ht, hv)}", f"Address: {ctx.addr_inline(c.addr)}",
                f"GP practice: {t('HOSPITAL', c.practice)} ({ctx.nm(c.gp, 'title_either_sur')})",
                f"Consultation: {ctx.ch(['in the consultation room', 'by telephone on ' + t('PHONE', c.mob), 'at home', 'by video'])}, {ctx.D(d)} {_time(ctx)}",
                ""]
        body = [
            f"{ctx.nm(pt, 'title_either_sur')} was started on {ctx.ch(neg.MEDS)} by {ctx.nm(ctx.doctor(), 'title_either_sur')} at {t('HOSPITAL', c.hosp)} on {ctx.D(ctx.before(d, 7, 21))}.",
            f"{He} reports {ctx.ch(['mild nausea', 'no side effects', 'ankle swelling', 'dizziness on standing', 'a dry cough', 'constipation'])} {neg.duration(r)}.",
            f"Adherence: {ctx.ch(['no doses missed', 'two doses missed last week', 'takes evening dose irregularly'])}. {ctx.cap(rel_phrase(ctx, c, 0))} helps with the dosette box.",
            f"Other medicines: {', '.join(neg.meds(r, 4))}.",
            f"Last bloods (per summary care record): {neg.labs(r)}.",
            f"{He} is {ctx.age_adj(c.age)} {ctx.ch(['retired ' + t('PROFESSION', c.prof or 'machinist'), t('PROFESSION', c.prof or 'cleaner')])} living in {t('CITY', c.addr['town'])}.",
            neg.wordsent(r),
            neg.role_sentence(r),
        ]
        r.shuffle(body)
        out += body[:r.randint(4, 6)]
        out += ["", "Outcome:",
                ctx.ch([f"Referred to GP via {ctx.email_for(org=c.practice)} regarding {neg.drug(ctx.ch(neg.MEDS))}.",
                        f"No referral needed; follow-up call booked for {ctx.D(ctx.after(d, 14, 21))}.",
                        f"Advised to discuss with {ctx.nm(c.gp, 'title_either_sur')} at the next review."]),
                "",
                f"Pharmacist: {ctx.nm(ph, ctx.ch(['full', 'full_mid']))} ({lab} {t('LICENSE', val)})",
                f"Recorded by {t('USERNAME', user)} on {ctx.Dn(d)}" + (f" from terminal {t('IPADDR', L.ip())}" if ctx.p(0.4) else "")]
        return "\n".join(out)
    # patient medication record log
    out += ["PATIENT MEDICATION RECORD", "",
            f"Patient: {ctx.nm(pt, ctx.ch(['SUR_Given', 'SUR_GIVEN']))}   DOB: {ctx.Dn(c.dob)}   {hl}: {t(ht, hv)}",
            f"Address: {ctx.addr_inline(c.addr)}   Tel: {t('PHONE', c.phone)}",
            f"Surgery: {t('HOSPITAL', c.practice)} - {ctx.nm(c.gp, 'title_init_sur')}",
            f"Representative: {ctx.nm(fam, 'full')} ({rel})", ""]
    entries = []
    dd = ctx.before(d, 40, 90)
    for _ in range(r.randint(6, 10)):
        dd = ctx.after(dd, 1, 9)
        k = r.randint(0, 10)
        if k == 0:
            e = f"EPS token {t('IDNUM', L.idnum('eps'))} downloaded; {ctx.ch(neg.MEDS)} x {r.choice([28, 56, 84])}. User {t('USERNAME', tuser)}"
        elif k == 1:
            e = f"Rx {t('IDNUM', L.idnum('rx'))}: {ctx.ch(neg.MEDS)}. Prescriber {ctx.nm(c.gp, 'title_either_sur')}. Clinical check {t('DOCTOR', ph.initials)}"
        elif k == 2:
            e = (f"CD register: {cd} supplied; collected by {ctx.nm(fam, ctx.ch(['full', 'title_full']))} ({rel}). "
                 f"ID seen: driving licence {t('LICENSE', L.lic_driver())}. Witness {ctx.nm(tech, 'given_init', end=True)}")
        elif k == 3:
            e = f"Delivery by {ctx.nm(drv, 'full')} to {t('STREET', c.addr['street'])} - handed to neighbour {ctx.nm(ctx.person('FAMILY'), 'title_either_sur')}"
        elif k == 4:
            e = f"Interaction flagged ({neg.drug(ctx.ch(neg.MEDS))} / {neg.drug(ctx.ch(neg.MEDS))}); discussed with {ctx.nm(c.gp, 'title_either_sur')} by phone on {ctx.tel()}"
        elif k == 5:
            e = f"Emergency supply at patient request under {_lg(ctx, 'pharm')}; {ctx.ch(neg.MEDS)} x 7"
        elif k == 6:
            e = f"Automated locker collection; fingerprint template {t('BIOID', L.bioid('finger'))} verified"
        elif k == 7:
            e = f"{ctx.nm(pt, ctx.ch(['given_init', 'title_either_sur', 'inits_dot']))} rang from {t('PHONE', c.mob)}: {ctx.ch(['query about timing of doses', 'asked for blister pack', 'reported rash', 'running low on inhalers'])}"
        elif k == 8:
            e = f"Dosette prepared for {ctx.D(ctx.after(dd, 1, 7), ctx.ch(['wd_ord', 'dlong_noy', 'dm']) if ctx.code != 'en-CA' else 'md')} onwards; {neg.wordsent(r)}"
        elif k == 9:
            e = f"Discharge letter received from {t('HOSPITAL', c.hosp)} ({t('HOSPITAL', c.ward)}); meds reconciled, {neg.drug(ctx.ch(neg.MEDS))} stopped"
        else:
            e = f"Flu vaccination given L deltoid, batch {ctx.ch(['FL2231', 'QX118A', 'BN44-7'])}; no adverse reaction"
        entries.append(f"{ctx.Dn(dd)} {_time(ctx)}  {e}")
    out += entries
    if ctx.code in ("en-ZA", "en-CA", "en-AU") and ctx.p(0.5):
        out.append(f"Private account no: {t('ACCOUNT', L.account())}")
    if ctx.code == "en-CA" and ctx.p(0.3):
        out.append(f"US coverage (snowbird) - SSN {t('SSN', L.ssn())}")
    out += ["", f"Responsible pharmacist: {ctx.nm(ph, 'full')}  {lab} {t('LICENSE', val)}"]
    return "\n".join(out)


# ====================================================================== district nursing / palliative care
def nursing(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    if c.age < 55:
        c.set_age(r.randint(60, 101))
    n1, n2, n3 = ctx.staff(), ctx.staff(), ctx.staff()
    cns = ctx.staff()
    hospice = L.hospice()
    rel, fam = c.rels[0]
    hl, hv, ht = c.health
    d0 = ctx.before(c.now, 10, 40)
    sd = ctx.ch(neg.DEVICE_MODELS[:1] + ["syringe driver"])
    fd = ctx.ch([f"{L.town()} Funeral Services", f"{ctx.person('FAMILY').surname} & Sons Funeral Directors",
                 f"{L.town()} Funeral Home", f"{ctx.person('FAMILY').surname} Family Funerals"])
    lcn = lambda n: ctx.nm(n, ctx.ch(["full", "given_init", "init_sur"]))  # noqa: E731
    if layout == "terse":
        ctx.lc = True
        out = [f"dn notes - {ctx.nm(pt, 'SUR_Given')} ({ctx.age_short(c.age, pt.sex)}) {hl.lower()} {t(ht, hv)}",
               f"addr {ctx.addr_inline(c.addr)}. main carer {rel} {ctx.nm(fam, 'given')} {t('PHONE', L.mobile())}"]
        dd = d0
        for _ in range(r.randint(4, 7)):
            dd = ctx.after(dd, 1, 4)
            k = r.randint(0, 6)
            if k == 0:
                e = f"sacral pu cat {r.randint(2, 4)}, {r.randint(1, 5)}x{r.randint(1, 4)} cm, redressed. {neg.eponym(r, True)}."
            elif k == 1:
                e = f"t34 re-sited, sn {t('DEVICE', L.device_serial())}. {' + '.join(x.lower() for x in r.sample(neg.MEDS[14:19], 2))} over 24h."
            elif k == 2:
                e = f"{rel} {ctx.nm(fam, 'given')} exhausted. {ctx.ch(['son', 'daughter'])} flying in from {t('COUNTRY', ctx.ch(['Australia', 'Canada', 'Dubai', 'Spain', 'Ireland', 'Poland']))} {ctx.Dshort(ctx.after(dd, 1, 4))}."
            elif k == 3:
                e = f"gp {ctx.nm(c.gp, 'title_either_sur')} visited, jic meds prescribed. dnacpr in place. {ctx.nm(pt, ctx.ch(['given_init', 'inits', 'nick']), end=True)} settled after."
            elif k == 4:
                e = f"obs: {neg.vitals(r, True)}. {neg.scores(r, 1, True)}."
            elif k == 5:
                e = f"hospice cns {ctx.nm(cns, 'given')} ({t('HOSPITAL', hospice)}) joint visit."
            else:
                e = f"{neg.wordsent(r, True)}"
            out.append(f"{ctx.Dshort(dd)} {_time(ctx)} {ctx.nm(ctx.ch([n1, n2, n3]), 'inits')}: {e}")
        if ctx.p(0.5):
            out.append(f"{ctx.Dshort(ctx.after(dd, 1, 3))} {_time(ctx)} expected death verified by {ctx.nm(n1, 'full')}. fd {t('ORGANIZATION', fd)} contacted.")
        return "\n".join(out)
    team = ctx.ch([f"{L.town()} District Nursing Team", f"{c.practice} Community Nursing", f"Community Palliative Care Team, {hospice}"])
    head = []
    if "Palliative" in team:
        head.append("Community Palliative Care Team, " + t("HOSPITAL", hospice))
    elif "Community Nursing" in team:
        head.append(t("HOSPITAL", c.practice) + " Community Nursing")
    else:
        head.append(t("CITY", team.replace(" District Nursing Team", "")) + " District Nursing Team")
    head += [f"Base: {ctx.addr_inline(L.address(), short=True)}   Tel: {ctx.tel()}   Out of hours: {ctx.tel()}", ""]
    out = head
    out += [f"Patient: {ctx.nm(pt, ctx.ch(['SUR_Given', 'full', 'title_full']))}   DOB: {ctx.Dn(c.dob)}   {hl}: {t(ht, hv)}",
            f"Address: {ctx.addr_inline(c.addr)}",
            f"Tel: {t('PHONE', c.phone)}",
            f"GP: {ctx.nm(c.gp, 'title_init_sur')}, {t('HOSPITAL', c.practice)}",
            f"Main carer: {ctx.nm(fam, ctx.ch(['full', 'title_full']))} ({rel}), {t('PHONE', L.mobile())}",
            f"Key worker: {ctx.nm(n1, 'full')} {cred(ctx, 'nurse')}",
            f"Hospice CNS: {ctx.nm(cns, 'full')}, {t('HOSPITAL', hospice)}, {ctx.tel()}",
            f"DNACPR: completed {ctx.D(ctx.before(d0, 5, 200))} by {ctx.nm(ctx.doctor(), 'title_either_sur')}. Preferred place of death: {ctx.ch(['home', 'hospice', 'home'])}.",
            f"Equipment: profiling bed, {ctx.ch(['alternating-pressure mattress', 'hybrid mattress'])} (asset {t('DEVICE', L.device_serial())}), commode",
            ""]
    if layout == "summary":
        para = [
            f"{ctx.nm(pt, 'title_either_sur')} is {ctx.age_adj(c.age)} {'man' if pt.sex == 'M' else 'woman'} with {ctx.ch(['metastatic carcinoma of the bronchus', 'metastatic pancreatic carcinoma', 'metastatic prostate cancer', 'advanced heart failure', 'motor neurone disease', 'end-stage COPD'])}, diagnosed in {ctx.D(ctx.before(d0, 100, 900), ctx.ch(['my', 'mony', 'y']))}.",
            living_sentence(ctx, c),
            f"{ctx.cap(rel_phrase(ctx, c, 0))} is the main carer; {ctx.ch(['a son', 'a daughter', 'a grandson'])} lives in {t('CITY', L.town()) if ctx.p(0.5) else t('COUNTRY', ctx.ch(['New Zealand', 'Canada', 'Scotland', 'Spain', 'Ghana']))}.",
            f"PPS {ctx.ch(['20', '30', '40'])}%, {neg.scores(r, 2)}.",
            f"The {sd} (serial {t('DEVICE', L.device_serial())}) was set up on {ctx.D(ctx.after(d0, 0, 3))} containing {' and '.join(r.sample(neg.MEDS[14:19], 2))} over 24 hours.",
            f"Anticipatory medicines: {', '.join(neg.MEDS[14:19])}.",
            f"{He} was known to {t('HOSPITAL', hospice)} day services from {ctx.D(ctx.before(d0, 60, 400), ctx.ch(['my', 'mony']))}.",
            f"Spiritual care: {ctx.ch(['attends', 'is supported by'])} {t('ORGANIZATION', L.church())}.",
            nick_sentence(ctx, c),
            f"The family hope to have {him} at home for {ctx.holiday()}.",
            neg.wordsent(r),
        ]
        r.shuffle(para)
        out.append("SUMMARY: " + " ".join(para[:r.randint(5, 8)]))
        out.append("")
    out.append("VISIT RECORD")
    dd = d0
    for _ in range(r.randint(4, 7)):
        dd = ctx.after(dd, 1, 4)
        nurse = ctx.ch([n1, n2, n3])
        k = r.randint(0, 7)
        if k == 0:
            e = (f"Sacral category {r.randint(2, 4)} pressure ulcer {r.randint(1, 6)} x {r.randint(1, 5)} cm, cleansed and redressed. "
                 f"{ctx.cap(neg.eponym(r))}. Repositioning chart reviewed with {ctx.nm(fam, 'given')}.")
        elif k == 1:
            e = (f"{sd.capitalize()} (serial {t('DEVICE', L.device_serial())}) re-sited left upper chest {neg.time_(r)}; "
                 f"contents {' and '.join(r.sample(neg.MEDS[14:19], 2))} over 24 hours. Site clean.")
        elif k == 2:
            e = f"Phone call from {rel_phrase(ctx, c, 0, end=True)} on {t('PHONE', L.mobile())} {neg.time_(r)}: {ctx.ch(['more agitated overnight', 'not eating', 'catheter bypassing', 'breathing noisy'])}."
        elif k == 3:
            e = f"Joint visit with {ctx.nm(cns, ctx.ch(['full', 'given']))} (hospice CNS). {ctx.nm(pt, ctx.ch(['given_init', 'given', 'nick']))} was drowsy but rousable. {neg.vitals(r)}. Family aware {he} is deteriorating."
        elif k == 4:
            e = f"Foley catheter changed (14 Ch, 10 mL water). Urine {ctx.ch(['clear', 'concentrated', 'cloudy'])}. Next change due {ctx.D(ctx.after(dd, 28, 84))}."
        elif k == 5:
            e = f"{ctx.nm(c.gp, 'title_either_sur')} visited; {ctx.ch(neg.MEDS)} started. Respite at {t('HOSPITAL', hospice)} discussed for {ctx.Dpart(ctx.after(dd, 7, 40))}."
        elif k == 6:
            e = f"Carers from {t('ORGANIZATION', L.town() + ctx.ch([' Home Care', ' Domiciliary Care', ' Home Support', ' Care Agency']))} ({ctx.nm(ctx.person('FAMILY'), 'given')}) report that {ctx.ch(neg.CARER_REPORTS).format(he=he, his=his)}."
        elif r.random() < 0.5:
            e = f"{neg.role_sentence(r)} {neg.wordsent(r)}"
        else:
            e = f"{neg.wordsent(r)} Bloods taken for {ctx.ch(['U&E', 'FBC', 'INR', 'LFT'])}, sample {t('IDNUM', L.idnum('accession'))}."
        out.append(f"{ctx.D(dd, ctx.ch(['wds_dmy', 'dmy', 'wd_ord']) if ctx.code != 'en-CA' else 'iso')} {_time(ctx)} - {ctx.nm(nurse, ctx.ch(['full', 'init_sur']))}, {cred(ctx, 'nurse')}: {e}")
    if ctx.p(0.45):
        dd = ctx.after(dd, 1, 3)
        out.append(f"{ctx.D(dd)} {_time(ctx)} - Expected death verified by {ctx.nm(n1, 'full')}. {ctx.cap(rel_phrase(ctx, c, 0))} present. "
                   f"{t('ORGANIZATION', fd)} contacted. Syringe driver removed and returned to loan store.")
    if ctx.p(0.4):
        out.append(f"Record updated by {t('USERNAME', L.username(n2.given, n2.surname))}")
    return "\n".join(out)


# ====================================================================== ambulance handover
def ambulance(ctx, c, layout):
    r = ctx.r
    t = ctx.t
    L = ctx.L
    pt = c.pt
    He, he, his, him = ctx.cap(pt.he), pt.he, pt.his, pt.him
    if ctx.p(0.1):
        c.set_age(r.randint(4, 17))
    para = ctx.staff()
    tech = ctx.staff()
    rn = ctx.staff()
    svc = L.ambulance_service()
    inc = L.idnum("incident")
    lab, val = L.reg("paramedic")
    d = c.now
    mech = ctx.ch(["fall", "rtc", "collapse", "sob", "chest pain", "assault", "seizure"])
    rel, fam = c.rels[0]
    where_home = ctx.p(0.55)
    loc_txt = (ctx.addr_inline(c.addr) if where_home else
               f"{t('LOCATION_OTHER', L.landmark())}, {t('STREET', ctx.ch(L.STREET_WORDS) + ' ' + ctx.ch(L.STREET_TYPES))}, {t('CITY', L.town())}")
    veh = L.plate()
    if layout == "terse":
        ctx.lc = True
        hl, hv, ht = c.health
        out = [f"{t('HOSPITAL', svc)} handover {ctx.Dn(d)} inc {t('IDNUM', inc)}",
               f"crew {ctx.nm(para, 'given_init', end=True)} (para) / {ctx.nm(tech, 'given')} (emt). epcr {t('USERNAME', L.username(para.given, para.surname))}",
               f"pt {ctx.nm(pt, 'SUR_Given')} {ctx.age_short(c.age, pt.sex)} dob {ctx.Dn(c.dob)} {hl.lower()} {t(ht, hv)}",
               f"loc: {loc_txt}",
               f"a: {ctx.age_val(c.age, False)} t: {_time(ctx)} m: {mech}" + (f" - driver of {t('VEHICLE', veh)} vs {ctx.ch(['lamppost', 'wall', 'another car'])}" if mech == "rtc" else ""),
               f"i: {ctx.ch(['#nof l', 'head lac 4cm', 'nil obvious', 'chest wall tenderness', 'shortened externally rotated r leg'])}",
               f"s: {neg.vitals(r, True)}",
               f"t: {', '.join(neg.meds(r, 2, True))}, o2.",
               f"nok {rel} {ctx.nm(fam, 'given')} {t('PHONE', L.mobile())} informed.",
               f"h/o to {ctx.nm(rn, 'given')} rn, {t('HOSPITAL', c.hosp)} ed bay {t('LOCATION_OTHER', str(r.randint(1, 20)))} {_time(ctx)}"]
        if ctx.p(0.4):
            out.append(f"defib sn {t('DEVICE', L.device_serial())}")
        return "\n".join(out)
    hl, hv, ht = c.health
    out = [t("HOSPITAL", svc), "PATIENT HANDOVER" + (" (ATMIST)" if layout == "atmist" else " (SBAR)"), "",
           f"Incident no: {t('IDNUM', inc)}   Date: {ctx.Dn(d)}   Call received: {_time(ctx)}",
           f"Vehicle: {t('VEHICLE', L.plate())}   Crew: {ctx.nm(para, 'full')}, Paramedic ({lab} {t('LICENSE', val)}); {ctx.nm(tech, 'full')}, {ctx.ch(['EMT', 'ECA', 'Ambulance Technician', 'Student Paramedic'])}",
           f"ePCR login: {t('USERNAME', L.username(para.given, para.surname))}" + (f"   Tablet IP: {t('IPADDR', L.ip())}" if ctx.p(0.3) else ""),
           "",
           f"Patient: {ctx.nm(pt, ctx.ch(['SUR_Given', 'full', 'SUR_GIVEN']))}   DOB: {ctx.Dn(c.dob)}   Sex: {pt.sex}",
           f"{hl}: {t(ht, hv)}" + (f"   {mrn_line(ctx, c)}" if ctx.p(0.4) else ""),
           f"Home address: {ctx.addr_inline(c.addr)}",
           f"Incident location: {loc_txt}",
           f"GP: {ctx.nm(c.gp, 'title_either_sur')}, {t('HOSPITAL', c.practice)}"]
    if ctx.code == "en-CA" and ctx.p(0.2):
        out.append(f"US visitor - SSN {t('SSN', L.ssn())}, home state {t('STATE', ctx.ch(US_STATES))}")
    out.append("")
    if layout == "atmist":
        out += [f"A - Age: {ctx.age_val(c.age, False)}",
                f"T - Time of incident: {_time(ctx)} ({ctx.nm(pt, ctx.ch(['given_init', 'inits_dot', 'given']))} found by {rel_phrase(ctx, c, 0, end=True)})",
                f"M - Mechanism: {mech}" + (f"; driver of {t('VEHICLE', veh)}, restrained, airbags deployed; other vehicle {t('VEHICLE', L.plate())}" if mech == "rtc" else
                                            f"; {ctx.ch(['found on floor', 'witnessed', 'unwitnessed', 'sudden onset'])}, symptoms {ctx.ch(['for 20 minutes', 'for about an hour', 'since waking', 'for 45 minutes'])}"),
                f"I - Injuries/illness: {ctx.ch(['suspected #NOF right', 'scalp laceration 4 cm', 'nil obvious', 'chest pain radiating to left arm', 'tonic-clonic seizure'])}",
                f"S - Signs: {neg.vitals(r)}. {ctx.cap(neg.eponym(r))}.",
                f"T - Treatment: {', '.join(neg.meds(r, 2))}; oxygen; IV access 18G left ACF.", ""]
    else:
        out += [f"S: {ctx.age_adj(c.age)} {'male' if pt.sex == 'M' else 'female'} {ctx.ch(['fall at home', 'collapse in the street', 'shortness of breath', 'chest pain'])} {neg.time_(r)}.",
                f"B: {', '.join(n for _, n in ctx.diags(3))}. {neg.role_sentence(r)} Lives {ctx.ch(['alone', 'with ' + rel_phrase(ctx, c, 0, end=True), 'in a care home'])}. {neg.wordsent(r)}",
                f"A: {neg.vitals(r)}. {ctx.cap(neg.scores(r, 2))}.",
                f"R: {ctx.ch(['needs CT head', 'pain relief and X-ray', 'ECG review', 'medical review'])}. Given {', '.join(neg.meds(r, 2))}.", ""]
    out.append(f"NOK: {ctx.nm(fam, ctx.ch(['full', 'title_full']))} ({rel}) {t('PHONE', L.mobile())} - {ctx.ch(['informed', 'travelling to hospital', 'not contactable'])}")
    if ctx.p(0.5):
        out.append(f"Monitor/defibrillator serial: {t('DEVICE', L.device_serial())}")
    if ctx.code in ("en-ZA", "en-AU", "en-CA") and ctx.p(0.4):
        out.append(f"Billing account: {t('ACCOUNT', L.account())}")
    out.append(f"Handed over to: {ctx.nm(rn, ctx.ch(['full', 'given_init', 'init_sur']))} {cred(ctx, 'nurse')}, {t('HOSPITAL', c.hosp)} ED, "
               f"{ctx.ch(['resus bay', 'majors cubicle', 'bay', 'trolley'])} {t('LOCATION_OTHER', str(r.randint(1, 24)))} at {_time(ctx)}")
    return "\n".join(out)
