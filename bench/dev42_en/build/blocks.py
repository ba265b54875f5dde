"""Reusable document blocks: letterheads, patient banners, addressees, sign-offs, footers."""

import datetime as dt

from markup import P


def H(n, s, style):
    """Render a heading in the note's heading style."""
    if style == "upper":
        return s.upper() + ":"
    if style == "upper_nocolon":
        return s.upper()
    if style == "colon":
        return s + ":"
    if style == "underline":
        return s + "\n" + "-" * len(s)
    if style == "hash":
        return "## " + s
    return s


def bullets(items, style):
    out = []
    for i, it in enumerate(items, 1):
        if style == "num":
            out.append("%d. %s" % (i, it))
        elif style == "paren":
            out.append("%d) %s" % (i, it))
        elif style == "dash":
            out.append("- " + it)
        elif style == "dot":
            out.append("\u2022 " + it)
        elif style == "star":
            out.append("* " + it)
        else:
            out.append(it)
    return "\n".join(out)


def health_card_label(n):
    L = n.L
    if L == "CA":
        ab = n.addr["abbr"]
        return {"ON": "OHIP", "BC": "PHN", "AB": "AHCIP", "QC": "RAMQ", "MB": "PHIN", "SK": "HSN",
                "NS": "MSI", "NB": "Medicare", "NL": "MCP"}.get(ab, "Health card")
    if L == "AU":
        return n.ch(["Medicare No.", "Medicare", "Medicare number"])
    if L == "IE":
        return n.ch(["Medical card no.", "GMS no.", "Medical Card"])
    if L == "US":
        return n.ch(["Member ID", "Insurance ID", "Subscriber ID", "Member #"])
    if L == "NZ":
        return "Southern Cross member no."
    return n.ch(["Membership no.", "Policy no."])


def mrn_label(n):
    return {"US": n.ch(["MRN", "MRN", "Med Rec #", "Medical Record No."]),
            "UK": n.ch(["Hosp No", "Hospital No.", "Unit No", "MRN", "K No"]),
            "CA": n.ch(["MRN", "Chart #", "Chart No.", "MRN"]),
            "AU": n.ch(["UR No.", "URN", "MRN", "UR"]),
            "NZ": n.ch(["NHI", "NHI No.", "NHI"]),
            "IE": n.ch(["MRN", "Hospital No.", "Chart No.", "MRN"])}[n.L]


def letterhead(n, style=None):
    w = n.w
    L = n.L
    dept = n.dept()
    if style is None:
        style = {"UK": ["nhs", "nhs", "minimal", "rooms"], "US": ["us", "us", "minimal"],
                 "CA": ["us", "minimal", "rooms"], "AU": ["rooms", "rooms", "us", "minimal"],
                 "NZ": ["rooms", "us", "minimal"], "IE": ["nhs", "rooms", "minimal"]}[L]
        style = w.ch(style)
    n.lh_style = style
    lines = []
    email_dom = n.hosp_domain
    if style == "nhs":
        if L == "UK" and w.chance(0.6):
            lines.append(P("HOSPITAL", w.trust()))
        lines.append(P("HOSPITAL", n.hosp))
        lines.append(w.ch(["Department of %s", "%s Department", "%s Service", "%s"]) % dept)
        al = n.hosp_addr_lines()
        lines.append(", ".join(al) if w.chance(0.5) else "\n".join(al))
        lines.append("%s %s   %s %s" % (w.ch(["Tel:", "Telephone:", "Switchboard:", "Tel"]), P("PHONE", n.hosp_phone),
                                        w.ch(["Fax:", "Fax", "Fax no:"]), P("FAX", n.hosp_fax)))
        if w.chance(0.6):
            local = w.ch(["%s.secretaries" % n.spec["key"] if n.spec else "opd.secretaries", "outpatients", "medsec.team",
                          "clinic.letters", "appointments"])
            lines.append("%s %s" % (w.ch(["Email:", "Secretary email:", "E-mail:"]),
                                    P("EMAIL", w.email(generic=local, domain=email_dom))))
        if w.chance(0.4):
            lines.append(P("URL", w.url(email_dom)))
    elif style == "us":
        hn = n.hosp.upper() if w.chance(0.5) else n.hosp
        lines.append(P("HOSPITAL", hn))
        lines.append(w.ch(["Division of %s", "Department of %s", "%s Associates", "%s Clinic"]) % dept)
        al = n.hosp_addr_lines(one_line=True)
        lines.append(al)
        sep = w.ch([" | ", "  \u2022  ", "   "])
        lines.append(sep.join(["%s %s" % (w.ch(["Phone", "Tel", "P:", "Ph:"]), P("PHONE", n.hosp_phone)),
                               "%s %s" % (w.ch(["Fax", "F:", "Fax:"]), P("FAX", n.hosp_fax))] +
                              ([P("URL", w.url(email_dom))] if w.chance(0.6) else [])))
    elif style == "rooms":
        lines.append(n.DOC("title_full") + ("  " + n.doc_quals if w.chance(0.7) else ""))
        lines.append(n.role or "Consultant Occupational Physician")
        if L == "AU":
            lines.append("Provider No. %s   %s" % (P("LICENSE", w.provider_no_au()), ("AHPRA " + P("LICENSE", n.doc_lic)) if w.chance(0.4) else ""))
            lines[-1] = lines[-1].rstrip()
        elif L in ("NZ", "IE", "UK", "CA") and w.chance(0.6):
            lines.append("%s %s" % (w.license_label(), P("LICENSE", n.doc_lic)))
        lines.append("%s %s" % (w.ch(["Consulting rooms:", "Rooms:", "Consulting at", "Private rooms,"]), P("HOSPITAL", n.hosp)))
        lines.append(", ".join(n.hosp_addr_lines()))
        lines.append("%s %s  %s %s" % (w.ch(["Ph", "Phone", "T:", "Tel"]), P("PHONE", n.hosp_phone), w.ch(["Fax", "F:"]), P("FAX", n.hosp_fax)))
        slug = w.slug(n.doc["given"] + " " + n.doc["surname"])
        lines.append("%s %s" % (w.ch(["Email:", "E:", "Email"]), P("EMAIL", w.email(generic=w.ch(["reception", "rooms", "admin", "bookings"]),
                                                                                        domain=w.domain(n.doc["surname"] + " " + (n.spec["key"] if n.spec else "medical"), "gp")))))
        if w.chance(0.35):
            lines.append(P("URL", w.url(w.domain("dr " + n.doc["surname"] + " " + (n.spec["key"] if n.spec else "health"), "gp"))))
    else:  # minimal
        lines.append("%s %s %s" % (P("HOSPITAL", n.hosp), w.ch(["\u2013", "-", "|"]), n.clinic()))
        lines.append("%s %s" % (w.ch(["Appointments:", "Enquiries:", "Tel", "Secretary:"]), P("PHONE", w.phone("ext" if w.chance(0.5) else "land"))))
    return "\n".join(lines)


def dob_str(n, style=None):
    return n.D(n.dob, style or n.ds)


def pt_banner(n, style=None, with_addr=None, extra=()):
    """Patient identification block."""
    w = n.w
    L = n.L
    if style is None:
        style = w.ch(["re_line", "table", "caps", "box"] if L == "US" else ["re_line", "re_line", "table", "box", "caps"])
    if with_addr is None:
        with_addr = w.chance(0.7)
    ml = mrn_label(n)
    ids = []
    if L == "UK":
        if w.chance(0.85):
            ids.append(("NHS No" + w.ch([":", ".", "", ":"]), P("MRN", n.nhs)))
        if w.chance(0.7):
            ids.append((ml, P("MRN", n.mrn)))
        if w.chance(0.08):
            ids.append(("CHI", P("MRN", w.chi_number(n.dob))))
    else:
        ids.append((ml, P("MRN", n.mrn)))
        if L in ("CA", "AU") and w.chance(0.7) or L == "US" and w.chance(0.35) or L == "IE" and w.chance(0.25):
            ids.append((health_card_label(n), P("HEALTHPLAN", n.plan_no)))
        if L == "US" and w.chance(0.4):
            ids.append((w.ch(["Acct #", "Encounter #", "FIN", "Visit #", "CSN"]), P("ACCOUNT", w.account())))
        if L == "US" and w.chance(0.06):
            ids.append((w.ch(["Palm vein ID", "Biometric ID", "Palm scan ID"]), P("BIOID", w.bioid("palm"))))
    ids.extend(extra)
    if style == "re_line":
        name = n.pname(w.ch(["full", "full_mid", "full", "sur_comma"]), upper=w.chance(0.4))
        pre = w.ch(["Re:", "RE:", "Re", "Patient:"])
        s = "%s %s%s %s %s" % (pre, (n.title + " ") if (n.title and w.chance(0.4)) else "", name,
                               w.ch(["DOB", "D.O.B.", "DOB:", "Date of birth"]), dob_str(n))
        if w.chance(0.3):
            s += " (%s)" % (w.ch(["%s yrs", "%s years", "age %s", "%sy"]) % n.AGE())
        parts = [s]
        idtxt = w.ch(["  ", ", ", "  |  "]).join("%s %s" % (a, b) for a, b in ids)
        parts.append(idtxt)
        if with_addr:
            parts.append(n.pt_addr(one_line=True))
        return "\n".join(parts)
    if style == "table":
        rows = [("Patient name", n.pname(w.ch(["full", "full_mid", "sur_comma_mi"]), upper=w.chance(0.3))),
                ("Date of birth", dob_str(n))]
        if n.nick and w.chance(0.6):
            rows.append(("Preferred name", P("PATIENT", n.nick)))
        if w.chance(0.5):
            rows.append(("Age", n.AGE()))
        for a, b in ids:
            rows.append((a.rstrip(":."), b))
        if with_addr:
            rows.append(("Address", n.pt_addr(one_line=True)))
        if w.chance(0.5):
            rows.append((w.ch(["Tel", "Phone", "Contact no.", "Mobile"]), P("PHONE", n.pt_mobile if w.chance(0.5) else n.pt_phone)))
        width = max(len(a) for a, _ in rows) + 2
        return "\n".join(("%s:" % a).ljust(width + 1) + b for a, b in rows)
    if style == "caps":
        rows = ["%s %s" % (w.ch(["RE:", "PATIENT:", "Re:"]), n.pname(w.ch(["sur_comma_mi", "sur_comma", "sur_comma_mid"]), upper=True)),
                "DOB: %s" % dob_str(n)]
        for a, b in ids:
            rows.append("%s: %s" % (a.rstrip(":.").upper() if L == "US" else a.rstrip(":."), b))
        if with_addr:
            rows.append(n.pt_addr(one_line=True))
        return "\n".join(rows)
    # box
    bar = w.ch(["=" * 60, "-" * 60, "_" * 60])
    lines = [bar,
             "%s %s    %s %s    %s %s" % (w.ch(["Name:", "Patient:"]), n.pname(w.ch(["full", "sur_comma"]), upper=w.chance(0.5)),
                                           w.ch(["DOB:", "Born:"]), dob_str(n), w.ch(["Sex:", "Gender:"]), n.sex)]
    lines.append("    ".join("%s %s" % (a if a.endswith((":", ".")) else a + ":", b) for a, b in ids))
    if with_addr:
        lines.append("Address: " + n.pt_addr(one_line=True))
    lines.append(bar)
    return "\n".join(lines)


def gp_block(n):
    w = n.w
    gp = n.gp
    if n.L == "US":
        first = "%s, %s" % (n.person_name(gp, "DOCTOR", w.ch(["full", "full_mi"])), w.ch(["MD", "DO", "MD"]))
    else:
        first = n.drname(gp, w.ch(["title_full", "title_full", "title_sur"]))
    lines = [first, P("HOSPITAL", n.practice)] + n.practice_lines()
    if w.chance(0.2):
        lines.append("%s %s" % (w.ch(["Fax:", "Fax"]), P("FAX", w.phone("land"))))
    return "\n".join(lines)


def salutation(n, who=None, title=None):
    w = n.w
    who = who or n.gp
    if title and not title.startswith("Dr"):
        return "Dear %s %s," % (title, n.person_name(who, "DOCTOR", "sur"))
    if n.L == "US":
        return w.ch(["Dear Dr. %s:", "Dear Dr. %s,", "Dear Dr. %s,"]) % n.person_name(who, "DOCTOR", "sur")
    if n.L in ("AU", "NZ") and w.chance(0.35):
        return "Dear %s," % n.person_name(who, "DOCTOR", "given")
    if w.chance(0.12):
        return "Dear Colleague,"
    return "Dear %s %s," % ("Dr" + n.dot, n.person_name(who, "DOCTOR", "sur"))


def letter_dates(n):
    """Dictated/typed/clinic date lines."""
    w = n.w
    opts = []
    if n.L == "US":
        return w.ch(["Date: %s" % n.D(n.letter_date), n.D(n.letter_date, w.ch(["long", "long", "num"])),
                     "Date of Service: %s\nDate of Letter: %s" % (n.D(n.C), n.D(n.letter_date))])
    c = w.ch([0, 1, 2, 3])
    if c == 0:
        return "%s %s\n%s %s" % (w.ch(["Date dictated:", "Dictated:", "Dict:"]), n.D(n.C), w.ch(["Date typed:", "Typed:", "Transcribed:"]), n.D(n.typed_date))
    if c == 1:
        return "%s %s\n%s %s" % (w.ch(["Clinic date:", "Date of clinic:", "Seen:", "Clinic Date:"]), n.D(n.C), w.ch(["Date:", "Letter date:", "Date of letter:"]), n.D(n.letter_date))
    if c == 2:
        return n.D(n.letter_date, w.ch(["long", "ord", "long", n.ds]))
    return "%s %s" % (w.ch(["Date:", "Dated:"]), n.D(n.letter_date))


def ref_line(n):
    w = n.w
    parts = [n.doc_initials(), n.sec_initials()]
    if w.chance(0.5):
        parts.append(P("MRN", n.mrn))
    return "%s %s" % (w.ch(["Our ref:", "Ref:", "Our Ref:", "Ref"]), "/".join(parts))


def signoff(n, closing=None, with_lic=None, role=None):
    w = n.w
    L = n.L
    closing = closing or w.ch(["Yours sincerely,", "Kind regards,", "Yours sincerely,", "With best wishes,", "Best regards,"] if L != "US"
                              else ["Sincerely,", "Sincerely,", "Best regards,", "Regards,"])
    role = role or n.role or "Consultant Physician"

    lines = [closing, "", ""]
    if L == "US" or (L == "CA" and w.chance(0.6)):
        lines.append("%s, %s" % (n.person_name(n.doc, "DOCTOR", w.ch(["full", "full_mi"])), n.doc_quals.split(",")[0] if L == "CA" else n.doc_quals))
    else:
        lines.append(n.DOC(w.ch(["title_full", "title_full", "full"])) + ("" if w.chance(0.6) else " " + n.doc_quals))
    lines.append(role)
    if with_lic is None:
        with_lic = w.chance(0.45)
    if with_lic:
        if L == "US":
            c = w.ch([0, 1, 2])
            if c == 0:
                lines.append("NPI %s" % P("LICENSE", w.npi()))
            elif c == 1:
                lines.append("NPI: %s  |  DEA: %s" % (P("LICENSE", w.npi()), P("LICENSE", w.dea())))
            else:
                lines.append("%s %s" % (w.license_label(), P("LICENSE", n.doc_lic)))
        else:
            lines.append("%s %s" % (w.license_label(), P("LICENSE", n.doc_lic)))
    if w.chance(0.25):
        lines.append("%s %s" % (w.ch(["Direct line:", "Secretary:", "Tel:"]), P("PHONE", w.phone("ext" if w.chance(0.4) else "land"))))
    if w.chance(0.2):
        lines.append(P("EMAIL", w.email(n.doc, domain=n.hosp_domain)))
    return "\n".join(lines)


def dictation_footer(n):
    w = n.w
    c = w.ch([0, 1, 2, 3])
    if c == 0:
        return "%s\n%s" % (w.ch(["Dictated but not checked.", "Dictated but not verified.", "Dictated but not read by the consultant."]),
                           "%s/%s" % (n.doc_initials(), n.sec_initials()))
    if c == 1:
        return "%s %s  %s %s  %s %s" % (w.ch(["DD:", "D:"]), n.D(n.C, "num"), w.ch(["DT:", "T:"]), n.D(n.typed_date, "num"),
                                          w.ch(["Job #", "Job:", "Doc #"]), P("IDNUM", w.digits(w.ch([6, 7, 8]))))
    if c == 2:
        return "%s %s %s %s" % (w.ch(["Typed by", "Transcribed by", "Typist:"]), n.person_name(n.sec, "DOCTOR", w.ch(["full", "given"])),
                                w.ch(["on", "-"]), n.D(n.typed_date))
    return "Secretary: %s  %s %s" % (n.person_name(n.sec, "DOCTOR", "full"), w.ch(["Tel", "Ext", "Direct line"]),
                                     P("PHONE", w.phone("ext")))


def ehr_footer(n):
    w = n.w
    lines = []
    name = n.person_name(n.doc, "DOCTOR", "full")
    lines.append("%s %s%s %s %s %s" % (w.ch(["Electronically signed by", "E-signed:", "Signed electronically by", "Authenticated by"]), name,
                                       ", MD" if n.L == "US" else "", w.ch(["on", "at"]), n.D(n.letter_date, "num"),
                                       "%02d:%02d" % (w.r.randint(7, 19), w.r.randint(0, 59))))
    if w.chance(0.6):
        lines.append("%s %s" % (w.ch(["Document ID:", "Doc ID", "Note ID:"]), P("IDNUM", w.digits(w.ch([8, 9, 10])))))
    if w.chance(0.5):
        lines.append("%s %s" % (w.ch(["Encounter #:", "Visit ID:", "Encounter:", "Acct:"]), P("ACCOUNT", w.account())))
    if w.chance(0.55):
        lines.append("%s %s %s %s %s" % (w.ch(["Printed by user", "Printed by:", "Generated by user", "Exported by"]), P("USERNAME", w.username(n.sec if w.chance(0.5) else None)),
                                         w.ch(["from", "on workstation", "@"]), P("IPADDR", w.ip()) if w.chance(0.7) else P("LOCATION_OTHER", "WS-%s" % w.digits(4)),
                                         "on " + n.D(n.typed_date, "num")))
    elif w.chance(0.4):
        lines.append("%s %s" % (w.ch(["Author login:", "User:", "Signed in as"]), P("USERNAME", w.username(n.doc))))
    return "\n".join(lines)


def cc_block(n, extra=(), dr2=True):
    w = n.w
    items = []
    if w.chance(0.5):
        if n.title:
            items.append("%s %s, %s" % (n.title, n.pname("sur" if w.chance(0.5) else "full"), n.pt_addr(one_line=True)))
        else:
            items.append("%s, %s" % (n.pname("full"), n.pt_addr(one_line=True)))
    elif w.chance(0.5):
        items.append(w.ch(["Patient", "Patient (by post)", "Patient via portal"]))
    if dr2 and w.chance(0.4):
        items.append("%s, %s" % (n.drname(n.dr2, "title_full"), P("HOSPITAL", n.hosp2)))
    items.extend(extra)
    if not items:
        return ""
    pre = w.ch(["cc:", "CC:", "Copy to:", "cc"])
    if len(items) == 1:
        return "%s %s" % (pre, items[0].strip())
    return pre + "\n" + "\n".join("  " + it.strip() for it in items)


def nok_line(n):
    w = n.w
    return "%s %s (%s)  %s %s" % (w.ch(["NOK:", "Next of kin:", "Emergency contact:"]),
                                   n.person_name(n.spouse_p, "FAMILY", "full"), n.spouse_word,
                                   w.ch(["Tel", "Ph", "Mob"]), P("PHONE", w.phone("mobile")))
