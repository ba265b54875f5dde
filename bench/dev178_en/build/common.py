"""Shared note fragments for dev178_en: banners, addresses, sign-offs, audit footers."""
import clin as C
import ctx as X
import phi as H


def tm(rng):
    return "%02d:%02d" % (rng.randint(7, 19), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 34, 40, 45, 50, 55]))


def v(c, k):
    return c[k][0]


def uk(c):
    return c["_country"][0] == "UK"


def addr_inline(d, c, pre="pt"):
    if uk(c):
        d.f("{%s_st}, {%s_city}" % (pre, pre), c)
        if pre == "pt" and d.rng.random() < 0.4:
            d.f(", {pt_county}", c)
        d.f(" {%s_zip}" % pre, c)
    else:
        d.f("{%s_st}, {%s_city} {%s_state} {%s_zip}" % (pre, pre, pre, pre), c)


def addr_block(d, c, pre="pt"):
    if uk(c):
        d.f("{%s_st}\n{%s_city}\n" % (pre, pre), c)
        if pre == "pt" and d.rng.random() < 0.5:
            d.f("{pt_county}\n", c)
        d.f("{%s_zip}\n" % pre, c)
    else:
        d.f("{%s_st}\n{%s_city} {%s_state} {%s_zip}\n" % (pre, pre, pre, pre), c)


def hosp_addr(d, c):
    if uk(c):
        d.f("{hosp_st}, {hosp_city} {hosp_zip}", c)
    else:
        d.f("{hosp_st}, {hosp_city} {hosp_state} {hosp_zip}", c)


def banner(d, c):
    r = d.rng.randrange(7)
    if r == 0:
        d.f("Name: {pt_LF}    DOB: {dob} ({age}y)    {mrn_label}: {mrn}    {natid_label}: {natid}\n", c)
    elif r == 1:
        d.f("{pt_LFM}   {sexl}   DOB {dob}   {mrn_label} {mrn}\n", c)
    elif r == 2:
        d.f("Patient: {ptT} {pt}  |  D.O.B. {dob}  |  {mrn_label} {mrn}\nAddress: ", c)
        addr_inline(d, c)
        d.t("\n")
    elif r == 3:
        d.f("PT: {pt_LF}   Age: {age}   {mrn_label}: {mrn}\n", c)
    elif r == 4:
        d.f("[ {pt_LF} ]  [ {mrn} ]  [ DOB {dob} ]  [ {natid_label} {natid} ]\n", c)
    elif r == 5:
        d.f("{pt_fml}, {age}{sexl}, {mrn_label} {mrn}, {acct_label} {acct}\n", c)
    else:
        d.f("Surname: {pt_up}   Forename: {pt_f}\nDOB: {dob}   Sex: {sexl}   {natid_label}: {natid}\n"
            "{mrn_label}: {mrn}\n", c)


def sign(d, c, role="cons", grade=None, lic=False, bleep=False):
    r = d.rng.randrange(5)
    T = v(c, role + "_T") if role not in ("cons", "cons2") else v(c, role + "T")
    if r == 0:
        d.f("{%s}" % role, c)
    elif r == 1:
        d.t(T + " ")
        d.f("{%s_il}" % role, c)
    elif r == 2:
        d.f("{%s_fml}" % role, c)
    elif r == 3:
        d.f("{%s_LF}" % role, c)
    else:
        d.t(T + " ")
        d.f("{%s}" % role, c)
    if grade:
        d.t(" (" + grade + ")")
    if lic:
        lk = {"cons": "cons_lic", "reg": "reg_lic", "sho": "sho_lic", "physio": "physio_lic",
              "nurse": "nurse_lic", "ot": "ot_lic", "gp": "gp_lic"}.get(role)
        if lk:
            lab = {"physio_lic": "plic_label", "nurse_lic": "nlic_label", "ot_lic": "plic_label"}.get(lk, "lic_label")
            d.f("  {%s} {%s}" % (lab, lk), c)
    if bleep and role + "_bleep" in c:
        d.f(d.rng.choice(["  bleep {%s_bleep}", "  b.{%s_bleep}", "  pager {%s_bleep}"]) % role, c)
    d.t("\n")


def audit(d, c, role="sho"):
    r = d.rng.randrange(5)
    t = tm(d.rng)
    if r == 0:
        d.f("\n-- Printed by {%s_user} on {d_typed} %s from {ip} --\n" % (role, t), c)
    elif r == 1:
        d.f("\nDocument created by: {%s_user} ({%s})  Last modified {d_typed} %s  Terminal IP {ip}\n"
            % (role, role, t), c)
    elif r == 2:
        d.f("\n[audit] user={%s_user} host={ip} ts=%s\n" % (role, t), c)
    elif r == 3:
        d.f("\nElectronically signed by {%s} ({%s_user}) %s\n" % (role, role, t), c)
    else:
        d.f("\nPage 1 of 1   User: {%s_user}   IP: {ip}\n" % role, c)


def meds_list(d, rng, k=None):
    k = k or rng.randint(3, 7)
    for m in C.pick(rng, C.MEDS, k):
        d.t(rng.choice(["- ", "* ", "  ", "- "]) + m + "\n")


def pmh_list(d, rng, c, k=None):
    k = k or rng.randint(2, 5)
    for i, m in enumerate(C.pick(rng, C.PMH, k)):
        if "stent" in m or "previous" in m:
            d.t("%d. %s" % (i + 1, m.replace(",", " -")))
            d.f(" ({d_old_y})\n", c)
        else:
            d.t("%d. %s\n" % (i + 1, m))


def gp_address(d, c):
    d.f(d.rng.choice(["Dr {gp}\n", "Dr {gp_il}\n", "Dr {gp_fml}\n"]), c)
    d.f("{gp_prac}\n{gp_st}\n", c)
    if uk(c):
        d.f("{gp_city}\n{gp_zip}\n", c)
    else:
        d.f("{gp_city} {gp_state} {gp_zip}\n", c)


def new_ctx(rng, country, inj=None, anchor=None):
    if isinstance(anchor, dict):
        anchor = anchor["_d0"][0]
    return X.make_ctx(rng, country, inj, anchor)


def pick_inj(rng, keys):
    return rng.choice([i for i in C.INJURIES if i["key"] in keys])


def lowercase_ok(s):
    return s


__all__ = ["tm", "v", "uk", "addr_inline", "addr_block", "hosp_addr", "banner", "sign", "audit", "meds_list",
           "pmh_list", "gp_address", "new_ctx", "pick_inj", "H", "C"]
