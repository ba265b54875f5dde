"""Shared note parts: letterheads, patient blocks, signatures, social history."""
from common import P, words


def letterhead(c, name=None, dept=None):
    r = c.r
    name = name or c.hospital
    out = [P("HOSPITAL", name)]
    if dept:
        out[0] = f"{dept}, " + out[0] if r.random() < 0.5 else out[0] + f"\n{dept}"
    if r.random() < 0.85:
        out.append(c.addr(c.work_place))
    tel = f"Tel: {P('PHONE', c.phone(False))}"
    if r.random() < 0.6:
        tel += f"  Fax: {P('FAX', c.phone(False))}"
    out.append(tel)
    if r.random() < 0.45:
        out.append(P("URL", c.url(name)))
    return "\n".join(out)


def patient_block(c, style=None):
    r = c.r
    style = style if style is not None else r.randint(0, 3)
    lab, val, typ = c.national_health_id()
    if style == 0:
        s = f"Patient: {c.pt(r.choice(['caps', 'sur_given', 'full_mid', 'full']))}   DOB: {c.dob_s()}   MRN: {P('MRN', c.mrn())}"
        s += f"\n{lab} {P(typ, val)}"
        s += f"\nAddress: {c.addr()}"
        if r.random() < 0.6:
            s += f"\nPhone: {P('PHONE', c.phone(True))}"
    elif style == 1:
        s = f"Re: {c.pt(r.choice(['title_full', 'caps', 'full']))}, DOB {c.dob_s()} ({c.age_s('y') if r.random() < 0.5 else P('AGE', str(c.age)) + ' years'})"
        s += f"\n{c.addr()}\nHospital No. {P('MRN', c.mrn())}; {lab} {P(typ, val)}"
    elif style == 2:
        s = f"NAME: {c.pt('caps')}\nD.O.B.: {c.dob_s()}  AGE: {P('AGE', str(c.age))}  SEX: {c.sex}\nMRN: {P('MRN', c.mrn())}  {lab} {P(typ, val)}"
        s += f"\nADDRESS: {c.addr()}"
        if r.random() < 0.5:
            s += f"\nMobile: {P('PHONE', c.phone(True))}  Email: {P('EMAIL', c.email(c.given, c.surname))}"
    else:
        s = f"{c.pt(r.choice(['sur_given', 'caps']))} | {c.dob_s()} | UR {P('MRN', c.mrn())} | {lab} {P(typ, val)}"
        s += f"\n{c.addr()} | {P('PHONE', c.phone())}"
    if r.random() < 0.45:
        s += f"\nEncounter: {P('ACCOUNT', c.acct())}"
    if r.random() < 0.2 and c.loc == "US":
        s += f"\nGroup #: {P('HEALTHPLAN', c.group_no())}"
    return s


def gp_line(c, i=4):
    r = c.r
    return (f"GP: {c.dr(i, r.choice(['dr_full', 'dr_sur', 'dr_init']))}, {P('HOSPITAL', c.practice)}"
            + (f", {P('CITY', c.home['city'])}" if r.random() < 0.5 else "")
            + (f" (Fax {P('FAX', c.phone(False))})" if r.random() < 0.35 else ""))


def signature(c, i=0, role="Consultant"):
    r = c.r
    g, s = c.doctors[i]
    out = [r.choice(["Yours sincerely,", "Kind regards,", "With best wishes,", "Regards,", "Electronically signed:"]), ""]
    out.append(r.choice([c.dr(i, "dr_full"), c.dr(i, "full_cred"), c.dr(i, "full_cred_nocomma"), c.dr(i, "prof_sur")]))
    out.append(role)
    if r.random() < 0.5:
        lab, val = c.licence()
        out.append(f"{lab} {P('LICENSE', val)}")
    if r.random() < 0.4:
        out.append(f"Email: {P('EMAIL', c.email(g, s, c.site_domain(c.hospital)))}")
    if r.random() < 0.3:
        out.append(f"Pager {P('PHONE', c.pager())}")
    if r.random() < 0.55:
        out.append(f"Dictated {c.d(delta=r.randint(0, 2))}, typed {c.d(delta=r.randint(2, 6))}. {c.dr(i, 'upper_init')}/{c.dr(3, 'lower_init')}")
    if r.random() < 0.25:
        out.append(f"Transcribed by {c.dr(3, 'dr_full').split(' ', 1)[1]} (user {P('USERNAME', c.username(*c.doctors[3]))})")
    if r.random() < 0.55:
        out.append(f"cc: {c.dr(4, r.choice(['dr_full', 'dr_sur']))}, {P('HOSPITAL', c.practice)}"
                   + (f", {c.addr(c.place())}" if r.random() < 0.5 else ""))
    if r.random() < 0.3:
        out.append(f"cc: Patient ({c.pt(r.choice(['title_sur', 'title_full']))})")
    return "\n".join(out)


def social(c, rich=True):
    r = c.r
    bits = []
    occ = P("PROFESSION", c.occupation)
    emp = P("ORGANIZATION", c.employer)
    bits.append(r.choice([f"Works as a {occ} at {emp}.", f"Employed as a {occ} ({emp}).", f"Retired {occ}.",
                          f"{c.He} is a {occ}; currently off work from {emp}.", f"Occupation: {occ}.",
                          f"{c.He} works full time as a {occ} for {emp} in {P('CITY', c.work_place['city'])}."]))
    rel = r.choice(["wife", "husband", "partner", "daughter", "son", "mother", "sister", "brother"])
    g, s = c.relative(rel)
    bits.append(r.choice([f"Lives with {c.his} {rel} {P('FAMILY', g)}.", f"Lives with {rel} {P('FAMILY', g + ' ' + s)}, who is a {P('PROFESSION', r.choice(['nurse', 'teacher', 'plumber', 'accountant', 'chef', 'bus driver', 'farmer', 'pharmacist']))}.",
                          f"{c.His} {rel}, {P('FAMILY', g)}, attended with {c.him} today.", f"NOK: {P('FAMILY', s + ', ' + g)} ({rel}) {P('PHONE', c.phone(True))}."]))
    if rich and r.random() < 0.5:
        bits.append(r.choice([f"Smokes {r.randint(2, 25)} cigarettes/day ({r.randint(5, 40)} pack-years).", "Never smoker.",
                              f"Alcohol ~{r.randint(2, 40)} units/week.", f"Ex-smoker, quit in {c.year()}.",
                              f"Drinks {r.randint(1, 6)} standard drinks on weekends.", "Occasional cannabis, no other recreational drugs."]))
    if rich and r.random() < 0.3:
        bits.append(r.choice([f"Attends {P('ORGANIZATION', c.church())} on Sundays.", f"Youngest child attends {P('ORGANIZATION', c.school())}.",
                              f"Born in {P('COUNTRY', r.choice(['Poland', 'Nigeria', 'Philippines', 'Vietnam', 'Scotland', 'Samoa', 'Sri Lanka', 'Brazil', 'Ireland', 'India', 'Somalia', 'Iran', 'Ukraine', 'Ghana', 'Fiji']))}, moved here in {c.year()}.",
                              f"Recently returned from {P('COUNTRY', r.choice(['Thailand', 'Kenya', 'Portugal', 'Mexico', 'Peru', 'Indonesia', 'Morocco', 'Egypt']))}."]))
    if rich and r.random() < 0.2:
        bits.append(f"Drives a car (reg. {P('VEHICLE', c.plate())}).")
    return " ".join(bits)


def telehealth(c):
    r = c.r
    u = c.username(c.given, c.surname)
    return r.choice([f"Video consultation via patient portal; patient logged in as {P('USERNAME', u)} from IP {P('IPADDR', c.ip())}.",
                     f"Telehealth session. Portal user: {P('USERNAME', u)}; connection {P('IPADDR', c.ip())}; link sent to {P('EMAIL', c.email(c.given, c.surname))}.",
                     f"Remote review (audit: user {P('USERNAME', c.username(*c.doctors[0]))}, workstation {P('IPADDR', c.ip())})."])


def followup(c):
    r = c.r
    return r.choice([f"Review in clinic on {c.d(delta=r.randint(28, 120))}.", f"Follow-up booked for {c.d(delta=r.randint(14, 90))} at 09:30.",
                     f"Next appointment: {c.d(delta=r.randint(30, 180))}, room {P('LOCATION_OTHER', str(r.randint(1, 40)) + r.choice(['', 'A', 'B']))}.",
                     f"I will see {c.him} again in {r.randint(2, 6)} months.", f"Please rebook for {c.d(delta=r.randint(20, 60))}."])
