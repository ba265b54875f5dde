"""Shared blocks: letterheads, patient identification blocks, locations, sign-offs."""
import case as K
import phi
import pools
from phi import pick

UNIT_NAMES = ["Apheresis Unit", "Therapeutic Apheresis Service", "Department of Transfusion Medicine", "Cellular Therapy Unit",
              "Haematology Day Unit", "Apheresis & Cell Collection Service", "Blood and Marrow Transplant Programme"]


def unit_name(c):
    if c.r.random() < 0.25:
        return (c.named_unit, "HOSPITAL")
    return pick(c.r, UNIT_NAMES)


def unit_email(c):
    return (pick(c.r, ["apheresis", "apheresis.bookings", "aph.referrals", "cell.collection", "tpe.team"]) + "@" + c.dom, "EMAIL")


def url(c, path=None):
    p = path or pick(c.r, ["apheresis", "services/apheresis", "referrals/tpe", "patients/portal", "cellular-therapy"])
    return (pick(c.r, ["https://www.", "www.", "https://"]) + c.dom + "/" + p, "URL")


def letterhead(c, d, title=None):
    r = c.r
    k = r.randrange(3)
    if k == 0:
        d.w("{h}\n{u}\n{a}\nTel: {tel}   Fax: {fax}\nEmail: {em}\n", h=c.H(abbr_ok=False), u=unit_name(c), a=c.unit_addr,
            tel=(c.unit_phone, "PHONE"), fax=(c.unit_fax, "FAX"), em=unit_email(c))
    elif k == 1:
        d.w("{u} | {h}\n{a}\nT {tel} | F {fax} | {web}\n", h=c.H(abbr_ok=False), u=unit_name(c), a=c.unit_addr,
            tel=(c.unit_phone, "PHONE"), fax=(c.unit_fax, "FAX"), web=url(c))
    else:
        d.w("{H}\n{u}, {lvl}\nPhone {tel} (direct line)  Fax {fax}\n", H=(c.site[0].upper(), "HOSPITAL"), u=unit_name(c),
            lvl=pick(r, ["Level 2", "Ground Floor", "Level 4, Block B", "Level 1"]), tel=(c.unit_phone, "PHONE"), fax=(c.unit_fax, "FAX"))
    if title:
        d.t("\n" + title + "\n")


def loc(c, sp=None):
    """bed/chair/bay/room: the value only is LOCATION_OTHER."""
    r = c.r
    k = sp if sp is not None else r.randrange(5)
    if k == 0:
        return ["Chair ", (str(r.randrange(1, 9)), "LOCATION_OTHER")]
    if k == 1:
        return ["Bay ", (str(r.randrange(1, 5)), "LOCATION_OTHER"), ", bed ", (str(r.randrange(1, 7)), "LOCATION_OTHER")]
    if k == 2:
        return ["Room ", (str(r.randrange(1, 30)) + pick(r, ["", "A", "B"]), "LOCATION_OTHER")]
    if k == 3:
        return ["bed ", (str(r.randrange(1, 32)), "LOCATION_OTHER")]
    return ["chair ", (pick(r, ["1", "2", "3", "4", "5", "6", "2A", "4B"]), "LOCATION_OTHER")]


def id_block(c, d, style=None, acct=True):
    r = c.r
    k = style if style is not None else r.randrange(4)
    if k == 0:
        d.w("Patient: {n}    DOB: {dob} ({age}y)    Sex: {s}\n", n=c.P(pick(r, ["lastcaps", "lastfirst", "full", "mi"])),
            dob=c.D(c.dob), age=c.A(), s=c.sexw())
        d.put(c.mrn_line())
        if acct:
            d.w("    {lab} {ac}", lab=pick(r, ["Acct:", "Encounter:", "Visit no.", "CSN:", "Episode:"]), ac=(phi.account(r, c.cc), "ACCOUNT"))
        if c.ssn and r.random() < 0.3:
            d.t("    ")
            d.put(c.ssn_line())
        d.t("\n")
    elif k == 1:
        bar = "+" + "-" * 38 + "+\n"
        d.t(bar)
        d.w("| {n}\n| DOB {dob}   {s}   Age {age}\n| ", n=c.P("lastcaps"), dob=c.D(c.dob), s=c.sexw(), age=c.A())
        d.put(c.mrn_line())
        d.t("\n")
        if r.random() < 0.6:
            d.t("| ")
            d.put(c.addr)
            d.t("\n")
        d.t(bar)
    elif k == 2:
        d.w("Name: {n}\nDate of birth: {dob}   Age: {age}   Gender: {g}\n", n=c.P(pick(r, ["full", "mi", "caps"])),
            dob=c.D(c.dob), age=c.A(), g="Female" if c.sex == "F" else "Male")
        d.put(c.mrn_line())
        d.t("\nAddress: ")
        d.put(c.addr)
        d.t("\n")
        if c.ssn and r.random() < 0.6:
            d.put(c.ssn_line())
            d.t("\n")
    else:
        d.w("PT: {n} | {age}{s} | DOB {dob} | ", n=c.P(pick(r, ["lastcaps", "caps"])), age=c.A(), s=c.sexw(), dob=c.D(c.dob))
        d.put(c.mrn_line())
        d.t("\n")


def nurse_sig(c, d, p, with_lic=None):
    r = c.r
    d.put(c.N(p, "DOCTOR", pick(r, ["full", "fi", "full"])))
    d.t(pick(r, [" RN", ", RN", " (Apheresis Nurse)", ", CNS Apheresis", " RN BSN", ", Clinical Nurse Specialist"]))
    if with_lic or (with_lic is None and r.random() < 0.4):
        d.t("  ")
        d.put(c.lic("nurse"))


def cons_sig(c, d, p, title="Consultant Haematologist", lic=True):
    r = c.r
    d.put(c.Dr(p, "full") if r.random() < 0.5 else c.N(p, "DOCTOR", "full"))
    d.t(" " + K.CONS_CRED[c.cc] + "\n" + title + "\n")
    if lic:
        d.put(c.lic("doc"))
        d.t("\n")


def mini_patient(c):
    r = c.r
    ind = pick(r, K.INDICATIONS)
    p = phi.person(r)
    age = r.randrange(18, 86)
    rel, nsex = phi.relation(r, age)
    return {"p": p, "age": age, "dob": phi.add_days(c.d0, -(age * 365 + r.randrange(20, 340))), "mrn": phi.mrn(r, c.cc, r.randrange(3)),
            "ind": ind, "proc": ind[0], "access": pick(r, K.ACCESS), "sex": p["sex"], "phone": phi.phone(r, c.cc, "mobile"),
            "nok": phi.person(r, nsex), "rel": rel, "prof": pick(r, pools.PROFESSIONS)}


def mp_name(c, m, style=None):
    return phi.nm(c.r, m["p"], "PATIENT", style or pick(c.r, ["lastcaps", "lastfirst", "full", "caps"]))


def mp_title(c, m):
    return [phi.title(c.r, m["p"], c.cc) + " ", (m["p"]["last"], "PATIENT")]


def vitals(r):
    return "BP %d/%d  HR %d  RR %d  T %.1f  SpO2 %d%%" % (r.randrange(96, 160), r.randrange(52, 96), r.randrange(56, 112),
                                                          r.randrange(12, 22), 36 + r.randrange(0, 16) / 10, r.randrange(92, 100))


def labs(c, k=3):
    xs = list(c.ind[6])
    c.r.shuffle(xs)
    return ", ".join(xs[:k])


def meds(c, k=3):
    xs = list(c.ind[7])
    c.r.shuffle(xs)
    return "; ".join(xs[:k])


def proc_abbr(c):
    return pick(c.r, K.PROC_ABBR[c.proc])


def tbv(c):
    # Nadler, rounded; not PHI
    h = c.height / 100.0
    w = c.weight
    if c.sex == "M":
        v = 0.3669 * h ** 3 + 0.03219 * w + 0.6041
    else:
        v = 0.3561 * h ** 3 + 0.03308 * w + 0.1833
    return int(v * 1000)


def family_ref(c, d, style=None):
    """'his wife Ana Lowe' style: relation outside, name span FAMILY."""
    d.w("{his} {rel} ", his=c.his(), rel=c.rel)
    d.put(phi.nm(c.r, c.nok, "FAMILY", style or pick(c.r, ["full", "first", "full"])))


def bleep_piece(c):
    return [pick(c.r, ["bleep ", "pager ", "page ", "#"]), (phi.bleep(c.r), "PHONE")]
