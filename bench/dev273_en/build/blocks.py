"""Shared document blocks: headers, demographics, sign-offs, audit trailers."""
from core import P
import phi
import case as K

CONF = ["CONFIDENTIAL - contains personal information. If received in error please notify the sender and delete.",
        "This message is intended for the addressee only. Do not forward outside the care team.",
        "Information shared with consent under the data sharing agreement (DSA v3.2).",
        "Private & Confidential", "OFFICIAL-SENSITIVE: PERSONAL",
        "Please do not reply to this auto-generated notification."]


def practice_header(b, c, rng, fax=True, email=True):
    b.add(P("HOSPITAL", c.practice)).t("\n")
    b.add(K.practice_addr(c, rng, rng.choice([", ", "\n"]))).t("\n")
    b.f("{l1} {t}", l1=rng.choice(["Tel:", "Tel", "Phone:", "T:", "Ph"]), t=P("PHONE", c.pr_tel))
    if fax:
        b.f("{sep}{l2} {f}", sep=rng.choice(["  ", " | ", "\n"]), l2=rng.choice(["Fax:", "Fax", "F:"]),
            f=P("FAX", c.pr_fax))
    b.t("\n")
    if email:
        b.f("{l} {e}\n", l=rng.choice(["Email:", "E:", "e-mail:"]), e=P("EMAIL", c.pr_email))


def service_header(b, c, rng):
    b.add(P("ORGANIZATION", c.service))
    b.t(rng.choice([" - Social Prescribing\n", "\n", " | Community Link Service\n", " (hosted by "]))
    if b.parts[-1] == " (hosted by ":
        b.add(P("ORGANIZATION", c.agency.name)).t(")\n")


def dob(c, rng, style=None):
    style = style or (rng.choice(["dmy", "dmy", "d_mon_y", "dmy_dot", "iso", "d_month_y", "dMONy"])
                      if c.country != "CA" else rng.choice(["iso", "mdy_long", "mon_d_y", "ymd_slash"]))
    return P("DATE", phi.fmt_date(c.dob, style))


def demographics(b, c, rng, fields=None, style=None):
    style = style or rng.choice(["colon", "pipe", "caps"])
    fields = fields or ["name", "dob", "id", "addr", "tel"]
    lines = []
    for f in fields:
        if f == "name":
            nm = K.pt(c, rng, rng.choice(["full", "caps_last_first", "last_first", "title_full", "full_mid"]))
            lines.append((rng.choice(["Name", "Patient", "Client", "Patient name", "Pt"]), nm))
        elif f == "dob":
            v = [dob(c, rng)]
            if rng.random() < 0.5:
                v += [" (", P("AGE", str(c.age)), rng.choice(["y", " yrs", "", "yo"]), ")"]
            lines.append((rng.choice(["DOB", "D.O.B.", "Date of birth", "Born"]), v))
        elif f == "age":
            lines.append(("Age", P("AGE", str(c.age))))
        elif f == "id":
            lines.append((c.mrn[0], P("MRN", c.mrn[1])))
        elif f == "hp":
            lines.append((c.hp[0], P("HEALTHPLAN", c.hp[1])))
        elif f == "ssn":
            lines.append((c.ssn[0], P("SSN", c.ssn[1])))
        elif f == "addr":
            lines.append((rng.choice(["Address", "Addr", "Home address", "Lives at"]), K.address(c, rng)))
        elif f == "tel":
            v = [P("PHONE", c.mob)]
            if rng.random() < 0.4:
                v = [P("PHONE", c.home_tel), rng.choice([" / mob ", " (home), ", "; "]), P("PHONE", c.mob)]
            lines.append((rng.choice(["Tel", "Phone", "Contact no", "Mobile", "Tel/Mob"]), v))
        elif f == "email":
            lines.append((rng.choice(["Email", "E-mail"]), P("EMAIL", c.email)))
        elif f == "gp":
            lines.append((rng.choice(["GP", "Usual GP", "Registered GP"]), K.doc(c.gp, rng, "dr_full")))
        elif f == "practice":
            lines.append((rng.choice(["Practice", "Surgery", "Registered at"]), P("HOSPITAL", c.practice)))
        elif f == "nok":
            fm = c.fam[0]
            lines.append((rng.choice(["NOK", "Next of kin", "Emergency contact"]),
                          [K.fam_ref(c, rng, fm, "full"), " (" + fm.rel + ") ", P("PHONE", fm.tel)]))
        elif f == "lang":
            lines.append(("Language", (c.lang or "English") + (" - interpreter required" if c.lang and c.lang != "English" else "")))
        elif f == "pref":
            if c.pref:
                lines.append(("Preferred name", P("PATIENT", c.pref)))
    for lab, v in lines:
        if style == "colon":
            b.t(lab + ": ")
        elif style == "pipe":
            b.t(lab + " | ")
        else:
            b.t(lab.upper() + ": ")
        b.add(v).t("\n")


def signoff(b, c, rng, who="lw", closing=None):
    closing = closing or rng.choice(["Kind regards,", "Many thanks,", "Best wishes,", "Regards,",
                                     "Yours sincerely,", "Thanks,", "Warm regards,", "Nga mihi,"])
    b.t("\n" + closing + "\n")
    if who == "lw":
        b.add(K.name(c.lw, "DOCTOR", rng, rng.choice(["full", "full", "first"]))).t("\n")
        b.t(c.lw_role + "\n")
        b.add(P("ORGANIZATION", c.service)).t("\n")
        if rng.random() < 0.8:
            b.f("{l} {t}\n", l=rng.choice(["Tel:", "Mob:", "Direct line:", "T:", "Work mobile:"]), t=P("PHONE", c.lw_tel))
        if rng.random() < 0.6:
            b.f("{e}\n", e=P("EMAIL", c.lw_email))
        if rng.random() < 0.3:
            b.t(rng.choice(["Working days: Mon-Thu", "I work Tues/Wed/Thurs", "Part-time: Mon, Wed, Fri"]) + "\n")
    else:
        b.add(K.doc(c.gp, rng, rng.choice(["dr_full", "full"])))
        b.t(rng.choice({"UK": [", GP\n", " MBChB MRCGP\n", ", General Practitioner\n", " MBBS DRCOG MRCGP\n"],
                        "IE": [" MB BCh BAO MICGP\n", ", GP\n", " MICGP\n"],
                        "AU": [" FRACGP\n", " MBBS FRACGP\n", ", GP\n"],
                        "CA": [" MD CCFP\n", ", MD\n", " MD CCFP(COE)\n"],
                        "NZ": [" FRNZCGP\n", ", GP\n", " MBChB FRNZCGP\n"]}[c.country]))
        if rng.random() < 0.5:
            b.f("{l} {v}\n", l=c.gp_lic[0], v=P("LICENSE", c.gp_lic[1]))
        b.add(P("HOSPITAL", c.practice)).t("\n")


def audit(b, c, rng, when=None):
    when = when or c.base
    ds = P("DATE", phi.fmt_date(when, rng.choice(["dmy", "iso", "d_mon_y", "dmy2"])))
    tm = "%02d:%02d" % (rng.randrange(8, 18), rng.randrange(60))
    k = rng.randrange(5)
    if k == 0:
        b.f("\n--\nCreated by {u} on {d} {tm} from {ip}\n", u=P("USERNAME", c.lw_user), d=ds, tm=tm, ip=P("IPADDR", c.ip))
    elif k == 1:
        b.f("\n[audit] user={u} ts={d}T{tm} ws={ip}\n", u=P("USERNAME", c.lw_user), d=P("DATE", phi.fmt_date(when, "iso")), tm=tm,
            ip=P("IPADDR", c.ip))
    elif k == 2:
        b.f("\nEntered by: {u} | {d} {tm}\n", u=P("USERNAME", c.lw_user), d=ds, tm=tm)
    elif k == 3:
        b.f("\nLast edited {d} {tm} by {u} ({ip}) - version 2\n", d=ds, tm=tm, u=P("USERNAME", c.lw_user), ip=P("IPADDR", c.ip))
    else:
        b.f("\nRecord owner: {u}; accessed {d} from terminal {ip}\n", u=P("USERNAME", c.lw_user), d=ds, ip=P("IPADDR", c.ip))


def conf(b, rng):
    b.t("\n" + rng.choice(CONF) + "\n")


def consent_line(b, c, rng, d):
    b.f(rng.choice(["Consent: verbal consent obtained from {pt} on {d} to share info with {org}.\n",
                    "Consent to refer: YES (verbal, {d})\n",
                    "Pt consented to referral and to info being shared with the group leader.\n",
                    "Consent recorded {d}. Happy to be contacted by phone and text.\n"]),
        pt=K.pt_short(c, rng), d=d, org=P("ORGANIZATION", c.service))
