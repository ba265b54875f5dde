"""Shared building blocks: template values for a case, letterheads, patient
banners, signatures, cc lists and EHR footers."""
from doc import Phi
import pools_text as PT


def art(word):
    return "an " if word[:1].lower() in "aeiou" else "a "


def job(p, verb="works as "):
    """'works as a [nurse]' or plain non-occupation wording."""
    if isinstance(p.prof, Phi):
        return [verb, art(p.prof.text), p.prof]
    return ["is " + p.prof]


def base_vars(c):
    rng, cty = c.rng, c.cty
    pt = c.pt
    v = {}
    v["pt"] = pt.full()
    v["pt_first"] = pt.f()
    v["pt_f"] = Phi(c.pref, "PATIENT") if c.pref else pt.f()
    v["pt_l"] = pt.l()
    v["pt_formal"] = pt.formal()
    v["pt_caps"] = pt.caps()
    v["pt_capsall"] = pt.caps_all()
    v["pt_init"] = pt.init()
    v["pt_initd"] = pt.init(True)
    v["pt_fi"] = pt.f_initial()
    v["pt_il"] = pt.i_last()
    v["age"] = c.age_phi()
    v["age_w"] = c.age_phi(word=True)
    v["dob"] = c.d(c.dob)
    v["dob2"] = c.d(c.dob, "dmy_long" if c.code != "CA" else "mdy_long")
    if c.they:
        v.update(sub="they", obj="them", pos="their", Sub="They", Pos="Their")
    elif c.sex == "F":
        v.update(sub="she", obj="her", pos="her", Sub="She", Pos="Her")
    else:
        v.update(sub="he", obj="him", pos="his", Sub="He", Pos="His")
    v["sex_w"] = "female" if c.sex == "F" else "male"
    v["sex_l"] = c.sex
    v["yp"] = "young person" if c.they else ("girl" if c.sex == "F" else "boy")
    v["crel"] = c.carer.rel
    v["Crel"] = c.carer.rel[:1].upper() + c.carer.rel[1:]
    v["carer"] = c.carer.full()
    v["carer_f"] = c.carer.f()
    v["carer_formal"] = c.carer.formal()
    v["crel2"] = c.carer2.rel
    v["carer2"] = c.carer2.full()
    v["carer2_f"] = c.carer2.f()
    v["mum"] = c.mum.full()
    v["mum_f"] = c.mum.f()
    v["mum_formal"] = c.mum.formal()
    v["dad"] = c.dad.full()
    v["dad_f"] = c.dad.f()
    v["dad_formal"] = c.dad.formal()
    v["mum_job"] = job(c.mum)
    v["dad_job"] = job(c.dad)
    v["step"] = c.step.full()
    v["step_f"] = c.step.f()
    v["steprel"] = c.step.rel
    v["step_job"] = job(c.step)
    v["gran_f"] = c.gran.f()
    v["gran"] = c.gran.full()
    v["granrel"] = c.gran.rel
    v["friend_f"] = c.friend.f()
    v["friend"] = c.friend.full()
    v["friend2_f"] = c.friend2.f()
    v["club"] = rng.choice(PT.CLUBS + PT.CLUBS_BY[c.code])
    v["school"] = c.school
    v["school_tel"] = c.school_tel
    v["yg"] = cty.year_group(c.age)
    v["hoy"] = c.hoy.full()
    v["hoy_t"] = c.hoy.formal()
    v["senco"] = c.senco.full()
    v["senco_t"] = c.senco.formal()
    v["sw"] = c.sw.full()
    v["sw_f"] = c.sw.f()
    v["addr"] = c.addr
    v["addr_ml"] = c.addr_ml
    v["street"] = c.street_
    v["town"] = c.town
    v["region"] = c.region
    v["pc"] = c.pc
    v["home_tel"] = cty.phone("land")
    v["carer_mob"] = cty.phone("mobile")
    v["carer2_mob"] = cty.phone("mobile")
    v["pt_mob"] = cty.phone("mobile")
    v["carer_email"] = c.carer.email(rng)
    v["gp"] = c.gp.full()
    v["gp_formal"] = c.gp.formal()
    v["gp_l"] = c.gp.l()
    v["practice"] = c.practice
    v["practice_addr"] = c.address(c.practice_street, Phi(c.town_s, "CITY"), c.region, c.practice_pc)
    v["practice_tel"] = c.practice_tel
    v["practice_fax"] = c.practice_fax
    for k in ("team", "trust", "base", "team_addr", "team_tel", "team_fax", "team_email", "team_url",
              "acute", "paed_ward", "unit", "ward", "pharmacy", "council", "police", "employer",
              "charity", "country_from", "team_town"):
        v[k] = getattr(c, k)
    lab, val = cty.mrn()
    v["mrn_lab"], v["mrn"] = lab, Phi(val, "MRN")
    lab, val = cty.local_id()
    v["lid_lab"], v["lid"] = lab, Phi(val, "MRN")
    lab, val = cty.healthplan()
    v["hp_lab"], v["hp"] = lab, Phi(val, "HEALTHPLAN")
    s = cty.ssn()
    v["ssn_lab"], v["ssn"] = (s[0], Phi(s[1], "SSN")) if s else (None, None)
    v["ed"] = cty.ed()
    v["svc"] = cty.service()
    v["gpw"] = cty.gp()
    v["idx"] = c.d()
    v["onset_d"] = c.rel(-rng.randint(60, 400), "month_year")
    v["event_d"] = c.rel(-rng.randint(3, 40))
    v["event_m"] = c.rel(-rng.randint(30, 200), "month")
    v["ref_d"] = c.rel(-rng.randint(10, 90))
    v["onset"] = c.age_phi(max(5, c.age - rng.randint(1, 4)))
    v["emerg"] = cty.emergency()
    v["mha"] = cty.mh_act()
    v["Dr"] = cty.t("Dr")
    return v


ETHNIC = {
    "english": ["White British", "White - British", "White Other", "NZ European", "White Canadian"],
    "irish": ["White Irish", "White - Irish", "White Irish Traveller"],
    "scottish": ["White Scottish", "White British"], "welsh": ["White Welsh", "White British"],
    "south_asian": ["Asian British - Pakistani", "Asian - Indian", "Asian - Bangladeshi", "South Asian"],
    "west_african": ["Black African", "Black British - African"], "somali": ["Black African - Somali"],
    "caribbean": ["Black Caribbean", "Mixed White/Black Caribbean"],
    "polish": ["White Other - Polish", "White Eastern European"],
    "baltic_romanian": ["White Other", "White Eastern European"],
    "chinese": ["Chinese", "Asian - Chinese"], "vietnamese": ["Vietnamese", "Asian - Other"],
    "filipino": ["Filipino", "Asian - Other"], "arabic": ["Arab", "Other ethnic group - Arab"],
    "turkish": ["White Other - Turkish", "Turkish"], "italian_greek": ["White Other", "Greek", "Italian"],
    "maori": ["Maori", "Maori/NZ European"], "pacific": ["Samoan", "Tongan", "Pacific Peoples"],
    "french": ["White - French Canadian", "Francophone"], "ukrainian": ["White Other - Ukrainian"],
    "portuguese": ["White Other - Portuguese", "Brazilian"],
}
LANG = {"south_asian": ["Urdu", "Punjabi", "Gujarati", "Bengali"], "polish": ["Polish"],
        "somali": ["Somali"], "arabic": ["Arabic"], "chinese": ["Mandarin", "Cantonese"],
        "vietnamese": ["Vietnamese"], "ukrainian": ["Ukrainian"], "portuguese": ["Portuguese"],
        "baltic_romanian": ["Romanian", "Lithuanian"], "turkish": ["Turkish"],
        "maori": ["te reo Maori"], "pacific": ["Samoan", "Tongan"], "french": ["French"]}


def ethnicity(c):
    return c.rng.choice(ETHNIC[c.pt.origin])


def language(c):
    langs = LANG.get(c.pt.origin)
    if langs and c.rng.random() < 0.5:
        return "English (home language %s)" % c.rng.choice(langs)
    return "English"


def pick(rng, lst, v, k=1):
    """Choose k fragments (templates) from a list."""
    return rng.sample(lst, min(k, len(lst)))


def letterhead(d, c, v, who=None):
    rng = c.rng
    k = rng.randint(0, 2)
    if k == 0:
        d.w("{trust}\n{team}\n{base}, {team_street}\n{team_town}  {team_pc}\n", v,
            team_street=c.team_street, team_pc=c.team_pc)
        d.w("Tel: {team_tel}   Fax: {team_fax}\nEmail: {team_email}\n", v)
    elif k == 1:
        d.w("{team} | {trust}\n", v)
        d.w("{team_addr}\n", v)
        d.w("T {team_tel}  F {team_fax}  E {team_email}  W {team_url}\n", v)
    else:
        d.w("{team}\n{base}\n", v)
        d.w("{team_addr}\n", v)
        d.w("Switchboard {team_tel} | Secure fax {team_fax}\n", v)
        if who is not None:
            d.w("Direct line: {dl} (ext. {ext})\n", dl=c.cty.phone("land"), ext=c.cty.extension())
    d.add("\n")


def banner(d, c, v, style=None):
    rng = c.rng
    k = style if style is not None else rng.randint(0, 3)
    if k == 0:
        d.w("Name: {pt}    DOB: {dob} ({age} yrs)    {mrn_lab}: {mrn}\n", v)
        d.w("Address: {addr}\n", v)
    elif k == 1:
        d.w("{pt_capsall}  |  {dob}  |  {sex_l}  |  {mrn_lab} {mrn}  |  {lid_lab} {lid}\n", v)
    elif k == 2:
        d.w("Re: {pt}, DOB {dob}\n{addr}\n{mrn_lab}: {mrn}\n", v)
    else:
        d.w("Patient: {pt_caps}   D.O.B. {dob}   Age: {age}\n{lid_lab}: {lid}   {mrn_lab}: {mrn}\n", v)
    if c.code in ("AU", "CA") and rng.random() < 0.6:
        d.w("{hp_lab}: {hp}\n", v)
    elif c.code == "IE" and rng.random() < 0.4:
        d.w("{hp_lab}: {hp}\n", v)
    if c.code == "IE" and rng.random() < 0.3:
        d.w("{ssn_lab}: {ssn}\n", v)


def signature(d, c, p, v, lic=True, closing=None):
    rng = c.rng
    if closing:
        d.add(closing + "\n\n")
    if p.title and rng.random() < 0.7:
        d.w("{n}\n", n=p.formal_full())
    else:
        d.w("{n}", n=p.full())
        d.add((", " + p.cred if p.cred else "") + "\n")
    d.add(p.job + "\n")
    if lic and p.lic:
        d.w("{lab} {val}\n", lab=p.lic[0], val=p.lic[1])


def esign(d, c, p, dt_phi):
    d.w("Electronically signed: {n} ({u}) {dt} {tm}\n", n=p.full(), u=p.username(c.rng), dt=dt_phi,
        tm=time(c.rng))


def typist(d, c, author, v):
    rng = c.rng
    sec = c.staff("admin")
    if rng.random() < 0.5:
        d.w("{a}/{b}\n", a=author.init(), b=Phi(sec.init().text.lower(), "DOCTOR"))
    else:
        d.w("Dictated {d1}, typed {d2} by {s}\n", d1=c.d(), d2=c.rel(rng.randint(1, 6)), s=sec.f_initial())


def cc_block(d, c, v, who):
    d.add("\ncc:\n")
    for w in who:
        if w == "carer":
            d.w("  {carer_formal}, {addr}\n", v)
        elif w == "gp":
            d.w("  {Dr} {gp}, {practice}\n", v)
        elif w == "school":
            d.w("  {senco_t} (SENCo), {school}\n", v)
        elif w == "sw":
            d.w("  {sw}, Social Worker, {council}\n", v)
        elif w == "paeds":
            p = c.staff("paediatrician")
            d.w("  {n}, {job}, {acute}\n", v, n=p.formal(), job=p.job)
        elif w == "file":
            d.add("  Electronic record\n")
        elif w == "yp":
            d.w("  {pt} (young person, by agreement)\n", v)


def tlen(item):
    if item is None:
        return 0
    if isinstance(item, Phi):
        return len(item.text)
    if isinstance(item, str):
        return len(item)
    return sum(tlen(x) for x in item)


def ctime(rng):
    return "%02d:%02d" % (rng.randint(8, 16), rng.choice([0, 15, 30, 45]))


def time(rng):
    return "%02d:%02d" % (rng.randint(7, 22), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 48, 50, 55]))


def footer(d, c, v, p=None):
    rng = c.rng
    p = p or c.staff("admin")
    k = rng.randint(0, 4)
    d.add("\n")
    if k == 0:
        d.w("Printed by {u} on {dt} {tm} from {ip} | Page 1 of {n}\n", u=p.username(rng), dt=c.rel(rng.randint(0, 5)),
            tm=time(rng), ip=c.cty.ip(), n=str(rng.randint(1, 4)))
    elif k == 1:
        d.w("Created by user {u} {dt} {tm}; last modified by {u2} {dt2}. Workstation {ip}.\n",
            u=p.username(rng), dt=c.d(), tm=time(rng), u2=c.staff("admin").username(rng),
            dt2=c.rel(rng.randint(0, 3)), ip=c.cty.ip())
    elif k == 2:
        d.w("CONFIDENTIAL - {lid_lab} {lid} - contains sensitive information\n", v)
    elif k == 3:
        d.w("Document ref {r} | Encounter {a} | Page 1 of 2\n", r=c.cty.idnum("ref"), a=c.cty.account())
    else:
        d.w("Accessed via remote session {ip} by {u}\n", ip=c.cty.ip(), u=p.username(rng))
