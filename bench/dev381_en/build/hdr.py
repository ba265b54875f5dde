"""Banners, addresses, name references, signatures and e-record footers."""
from common import pick, chance, fd, tm, add_days, digits
import ids


def address(d, rng, c, multiline=False, street="street", post="post", country=False, town=True):
    sep = "\n" if multiline else ", "
    d.w("[[STREET:v]]", v=c[street])
    cc = c["cc"]
    if not town:
        return
    d.t(sep)
    d.w("[[CITY:town]]")
    if cc == "UK":
        if chance(rng, 0.35):
            d.w(sep + "[[CITY:county]]")
        d.w(sep + "[[ZIP:v]]", v=c[post])
    elif cc == "IE":
        if c["county"] != c["town"] and chance(rng, 0.8):
            d.w(sep + "[[CITY:county]]")
        if chance(rng, 0.75):
            d.w(sep + "[[ZIP:v]]", v=c[post])
    elif cc in ("AU", "US"):
        d.w(("  " if cc == "AU" and not multiline else ", ") + "[[STATE:state]] [[ZIP:v]]", v=c[post])
    elif cc == "CA":
        d.w(" [[STATE:state]]  [[ZIP:v]]" if chance(rng, 0.6) else ", [[STATE:state_full]] [[ZIP:v]]", v=c[post])
    else:
        d.w(" [[ZIP:v]]", v=c[post])
    if country:
        d.w(sep + "[[COUNTRY:country_name]]")


def banner(d, rng, c, kind=None, addr=True):
    cc = c["cc"]
    kind = kind if kind is not None else rng.randrange(4)
    dob = fd(c, c["dob_d"], pick(rng, ["num", "num", "abbr", "long"]))
    if kind == 0:
        d.w("Name: [[PATIENT:pt_LF]]    DOB: [[DATE:dob]] ([[AGE:age]]{y})    {ml}: [[MRN:mrn]]\n",
            dob=dob, y=pick(rng, ["y", " yrs", "yo", "y"]), ml=c["mrn_lab"])
        d.w("{hl}: [[HEALTHPLAN:hp]]", hl=c["hp_lab"])
        if chance(rng, 0.4):
            d.w("    {al}: [[ACCOUNT:acct]]", al=c["acct_lab"])
        d.t("\n")
    elif kind == 1:
        d.w("PATIENT: [[PATIENT:pt_LF]]  |  {sx}  |  [[AGE:age]] years  |  DOB [[DATE:dob]]\n", sx=c["sx"], dob=dob)
        d.w("{ml} [[MRN:mrn]]  |  {hl} [[HEALTHPLAN:hp]]", ml=c["mrn_lab"], hl=c["hp_lab"])
        if chance(rng, 0.3):
            d.w("  |  {al} [[ACCOUNT:acct]]", al=c["acct_lab"])
        d.t("\n")
    elif kind == 2:
        d.w("[[PATIENT:pt_fml]], [[AGE:age]]{sx}, {ml} [[MRN:mrn]]", sx=c["sx"], ml=c["mrn_lab"])
        if chance(rng, 0.5):
            d.w(", DOB [[DATE:dob]]", dob=dob)
        d.t("\n")
    else:
        d.w("Surname: [[PATIENT:v]]   Given name(s): [[PATIENT:pt_f]]   Sex: {sx}\n", v=c["pt_l"].upper(), sx=c["sx"])
        d.w("DOB: [[DATE:dob]]   Age: [[AGE:age]]   {ml}: [[MRN:mrn]]   {hl}: [[HEALTHPLAN:hp]]\n",
            dob=dob, ml=c["mrn_lab"], hl=c["hp_lab"])
        if chance(rng, 0.3):
            d.w("{al}: [[ACCOUNT:acct]]\n", al=c["acct_lab"])
    if c["ssn"] and chance(rng, 0.35):
        d.w("{sl}: [[SSN:ssn]]\n", sl=c["ssn_lab"])
    if addr and chance(rng, 0.3):
        d.t("Address: ")
        address(d, rng, c, country=chance(rng, 0.15))
        d.t("\n")


def ward_line(d, rng, c):
    k = rng.randrange(3)
    if k == 0:
        d.w("Ward: [[HOSPITAL:ward]]   Bed: [[LOCATION_OTHER:bed]]\n")
    elif k == 1:
        d.w("Location: [[HOSPITAL:ward]], bay [[LOCATION_OTHER:bay]] bed [[LOCATION_OTHER:bed]], [[HOSPITAL:hosp]]\n")
    else:
        d.w("[[HOSPITAL:hosp]] - [[HOSPITAL:ward]] (rm [[LOCATION_OTHER:room]])\n")


def pt_ref(d, rng, c, allow_first=True):
    k = rng.randrange(6 if allow_first else 4)
    if k in (0, 1, 2):
        d.w("{t} [[PATIENT:pt_l]]", t=c["pt_t"])
    elif k == 3:
        d.w("[[PATIENT:pt]]")
    elif k == 4:
        d.w("[[PATIENT:pt_f]]")
    else:
        d.w("[[PATIENT:pt_nick]]")


def dr(d, rng, c, role, form=None):
    """A clinician reference: title outside, name inside."""
    t = c[role + "_t"]
    form = form if form is not None else rng.randrange(5)
    if form == 0 and t:
        d.w("{t} [[DOCTOR:v]]", t=t, v=c[role + "_l"])
    elif form == 1 and t:
        d.w("{t} [[DOCTOR:v]]", t=t, v=c[role])
    elif form == 2:
        d.w("[[DOCTOR:v]]", v=c[role])
    elif form == 3:
        d.w("[[DOCTOR:v]]", v=c[role + "_i"])
    else:
        if t:
            d.w("{t} [[DOCTOR:v]]", t=t, v=c[role + "_i"])
        else:
            d.w("[[DOCTOR:v]]", v=c[role + "_f"])


def sign(d, rng, c, role, grade, lic=None, bleep=None, date=None, user=False, edate=None):
    d.t(pick(rng, ["Signed: ", "", "", "Seen by ", "-- ", "Reviewed by: "]))
    t = c[role + "_t"]
    if t and chance(rng, 0.7):
        d.w("{t} ", t=t)
    d.w("[[DOCTOR:v]]", v=c[role] if chance(rng, 0.6) else c[role + "_i"])
    if grade:
        d.w(pick(rng, [", {g}", " ({g})", " - {g}", " {g}"]), g=grade)
    if lic if lic is not None else chance(rng, 0.35):
        d.w(pick(rng, [", {l} [[LICENSE:v]]", " {l}: [[LICENSE:v]]", " ({l} [[LICENSE:v]])"]),
            l=c[role + "_liclab"], v=c[role + "_lic"])
    if bleep if bleep is not None else chance(rng, 0.5):
        d.w(pick(rng, [", bleep [[PHONE:v]]", " bleep [[PHONE:v]]", ", pager [[PHONE:v]]", " #[[PHONE:v]]",
                       " (ext [[PHONE:v]])"]), v=c[role + "_bleep"])
    if date:
        d.w(" [[DATE:v]] {tm}", v=fd(c, date, pick(rng, ["num", "num2", "abbr"])), tm=tm(rng, c))
    d.t("\n")
    if user:
        efoot(d, rng, c, role, edate or date)


def efoot(d, rng, c, role, date=None, ip=None):
    date = date or c["adm_d"]
    k = rng.randrange(3)
    if k == 0:
        d.w("Electronically signed by [[USERNAME:v]] on [[DATE:dt]] at {tm}", v=c[role + "_user"],
            dt=fd(c, date, "num"), tm=tm(rng, c))
    elif k == 1:
        d.w("[e-signed: user [[USERNAME:v]] | [[DATE:dt]] {tm}", v=c[role + "_user"], dt=fd(c, date, "iso"), tm=tm(rng, c))
    else:
        d.w("Last edited by [[USERNAME:v]] [[DATE:dt]] {tm}", v=c[role + "_user"], dt=fd(c, date, "num2"), tm=tm(rng, c))
    if ip if ip is not None else chance(rng, 0.3):
        d.w(" from workstation [[IPADDR:v]]", v=ids.ip(rng))
    d.t("]\n" if k == 1 else "\n")


def when_line(d, rng, c, date, label=None, day=False):
    d.w("{lab}[[DATE:v]] {tm}\n", lab=label or pick(rng, ["Date: ", "Date/time: ", "", "Seen: "]),
        v=fd(c, date, pick(rng, ["num", "num", "wd", "abbr", "wdlong"])), tm=tm(rng, c, day))


def nok_line(d, rng, c, phone=True):
    k = rng.randrange(3)
    if k == 0:
        d.w("NOK: [[FAMILY:nok]] ({rel})", rel=c["nok_rel"])
    elif k == 1:
        d.w("Next of kin: {rel}, [[FAMILY:nok]]", rel=c["nok_rel"])
    else:
        d.w("NOK - {rel} [[FAMILY:nok_f]]", rel=c["nok_rel"])
    if phone:
        d.w(pick(rng, [" - [[PHONE:nok_ph]]", ", tel [[PHONE:nok_ph]]", " mob [[PHONE:nok_ph]]",
                       " ([[PHONE:nok_ph]])"]))
    d.t("\n")


def poa(d, rng, c):
    """Substitute decision-maker wording for the note's country (after a FAMILY name)."""
    cc = c["cc"]
    if cc == "UK":
        d.w(" holds LPA (health & welfare), OPG ref [[IDNUM:v]]", v=ids.idnum(rng, "lpa", c["adm_d"].year))
    elif cc == "IE":
        d.w(" holds an enduring power of attorney registered with the DSS (ref [[IDNUM:v]])", v="EPA-" + digits(rng, 6, True))
    elif cc == "AU":
        d.t(pick(rng, [" is appointed Enduring Guardian", " is the appointed medical treatment decision maker"]))
    elif cc == "NZ":
        d.t(" holds activated EPOA (personal care & welfare)")
    elif cc == "CA":
        d.t(pick(rng, [" is SDM (POA for personal care)", " is substitute decision-maker"]))
    else:
        d.t(pick(rng, [" is health care proxy (DPOA-HC on file)", " is surrogate decision-maker"]))
