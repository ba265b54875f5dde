"""Alternate layouts: incident e-mail, claim file-review memo, short work-status slip (dev185)."""
import datetime as dt

import pools as P
from common import (pick, write_addr, idnum, license_no, email, username, ipaddr, url, digits, account, fmt_time, plate,
                    fmt_date)
from blocks import sign_doc, age_phrase, wt, NURSE_CRED


def _pron(c):
    return ("he", "him", "his") if c.pt.sex == "M" else ("she", "her", "her")


def mech_past(c):
    m = c.mech
    for a in ("lifting", "repetitive", "struck", "transferring", "pushing"):
        if m.startswith(a):
            return ("was doing " if a == "repetitive" else "was ") + m
    return m


def injury_email(rng, c, n):
    sup, hr, w1, w2, sp = c.person(), c.person(), c.person(), c.person(), c.person("F" if c.pt.sex == "M" else "M")
    he, him, his = _pron(c)
    doi = c.doi
    dom = pick(rng, ["example.com", "example.net", "example.org"])
    n.f("From: {s:FAMILY} <{se:EMAIL}>\n", s=sup.full(), se=email(rng, sup.first, sup.last, dom))
    n.f("Sent: {d:DATE} {t}\n", d=fmt_date(doi, "wk_long_au" if c.country == "AU" else "wk_long_us"), t=fmt_time(rng, rng.randrange(9, 20)))
    n.f("To: WHS Team <{w:EMAIL}>; Claims Intake <{ce:EMAIL}>\n", w=pick(rng, ["whs", "safety", "ohs.team"]) + "@" + dom,
        ce=email(rng, "claims", c.insurer.split()[0]))
    n.f("Cc: {h:FAMILY} <{he:EMAIL}>\n", h=hr.full(), he=email(rng, hr.first, hr.last, dom))
    n.f("Subject: Incident - {nm:PATIENT} - {d:DATE}\n\n", nm=c.pt.full(), d=c.d(doi, "md_us" if c.country == "US" else "md_au"))
    n.t(pick(rng, ["Hi all,", "Hi team,", "All -", "Good afternoon,"]) + "\n\n")
    n.f("Just letting you know {f:PATIENT} ({job:PROFESSION}) got hurt on {sh} shift today ", f=c.pt.first,
        job=c.job, sh=pick(rng, ["day", "night", "afternoon", "early"]))
    if rng.random() < 0.5:
        n.f("in Bay {b:LOCATION_OTHER}. ", b=str(rng.randrange(1, 30)))
    else:
        n.f("out at {b:LOCATION_OTHER}. ", b=pick(rng, P.NAMED_PLACES))
    n.t("From what I can tell " + he + " " + mech_past(c) + ". ")
    n.f("{H} was taken to {h:HOSPITAL} by {how}. ", H=he.capitalize(), h=pick(rng, P.HOSPITALS),
        how=pick(rng, ["ambo", "ambulance", "one of the leading hands", "me"]))
    n.t(pick(rng, ["Xrays done, they think it's a ", "They did scans, looks like a ", "Doc there reckons it's a ",
                   "They think it's a "]) + c.injury[2] + ". ")
    n.f("{Hs} {rel} {spn:FAMILY} picked {him} up around {t}.\n\n", Hs=his.capitalize(), rel=pick(rng, ["wife", "partner"]) if c.pt.sex == "M" else pick(rng, ["husband", "partner"]),
        spn=sp.first, him=him, t=pick(rng, ["3", "5.30", "6pm", "11"]))
    n.f("Best number for {f:PATIENT} is {p:PHONE}. Witnesses were {a:FAMILY} and {b:FAMILY}.\n", f=c.pt.first, p=c.phone(), a=w1.full(), b=w2.fi_last())
    if rng.random() < 0.6:
        n.f("The {eq} involved (plate {pl:VEHICLE}) is tagged out pending inspection.\n",
            eq=pick(rng, ["forklift", "ute", "truck", "reach truck", "loader"]), pl=plate(rng, c.country))
    n.f("Entered in the system as {ir:IDNUM}. {form} to follow once I get {his} {idl} off HR.\n\n",
        ir=idnum(rng, "incident"), form={"US": "FROI", "CA": "Form 7", "AU": "Claim form"}[c.country], his=his,
        idl={"US": "SSN", "CA": "SIN", "AU": "details"}[c.country])
    n.t(pick(rng, ["Thanks", "Cheers", "Regards", "Thx"]) + "\n")
    n.s(sup.first, "FAMILY")
    n.t("\n")
    n.f("{ttl} | {emp:ORGANIZATION}\n", ttl=pick(rng, ["Shift Supervisor", "Leading Hand", "Warehouse Supervisor", "Site Foreman"]), emp=c.emp)
    n.f("M {p:PHONE}\n", p=c.phone())


def claim_memo(rng, c, n):
    adj, lead, doc, att = c.person(), c.person(), c.person(), c.person()
    d = c.base
    he, him, his = _pron(c)
    n.f("{ins:ORGANIZATION} - FILE REVIEW MEMO\n\n", ins=c.insurer)
    n.f("To: {l:FAMILY}, Team Leader\nFrom: {a:FAMILY}\nDate: {d:DATE}\n", l=lead.full(), a=adj.full(), d=c.d(d))
    n.f("Re: {nm:PATIENT}   Claim {cl:IDNUM}   DOI {doi:DATE}\n\n", nm=c.pt.LF(), cl=c.claim, doi=c.d(c.doi))
    n.t("Summary: ")
    age_phrase(n, c)
    n.f(" {job:PROFESSION} employed by {emp:ORGANIZATION} (policy {po:HEALTHPLAN}) injured {his} {bp} on {doi:DATE} when {he} {m}. ",
        job=c.job, emp=c.emp, po=c.policy, his=his, bp=c.injury[0], doi=c.d(c.doi), he=he, m=mech_past(c))
    n.f("Claim accepted {a:DATE}. Treating Dr {dr:DOCTOR} at {cl:HOSPITAL}; diagnosis {dx}.\n\n",
        a=c.d(c.doi + dt.timedelta(days=rng.randrange(5, 25))), dr=doc.last, cl=c.clinic, dx=c.injury[1])
    n.t("Current position:\n")
    n.t("- " + pick(rng, ["TTD ongoing since DOI", "on modified duties 4 h/day", "off work, awaiting surgery", "RTW full hours, medical only"]) + "\n")
    n.t("- Medical costs to date $%s; indemnity $%s\n" % ("{:,}".format(rng.randrange(2000, 60000)), "{:,}".format(rng.randrange(1000, 90000))))
    if rng.random() < 0.5:
        n.f("- Represented: {at:FAMILY} of {lf:ORGANIZATION}, ph {p:PHONE}\n", at=att.full(), lf=pick(rng, P.LAW_FIRMS), p=c.phone())
    if rng.random() < 0.5:
        n.f("- Pre-existing: prior claim {pc:IDNUM} ({yr:DATE}) same body part\n", pc=idnum(rng, "other"), yr=str(c.doi.year - rng.randrange(2, 9)))
    n.t("\nPlan:\n")
    n.f("1. IME with Dr {im:DOCTOR} on {d:DATE}\n", im=c.person().full(), d=c.d(d + dt.timedelta(days=rng.randrange(14, 45))))
    n.f("2. NCM {cm:DOCTOR} to attend next treating review\n", cm=c.person().full())
    n.t("3. " + pick(rng, ["Reserve increase requested", "Consider vocational referral", "Surveillance x2 days", "Section 39 review"]) + "\n\n")
    n.s(adj.initials(False), "FAMILY")
    n.t(" / ")
    n.s(username(rng, adj.first, adj.last), "USERNAME")
    n.t("\n")


def work_status_slip(rng, c, n):
    prov = c.person()
    v = c.base
    cred = pick(rng, ["PA-C", "NP", "MD", "DO", "FNP-BC"])
    n.f("{cl:HOSPITAL}  -  WORK STATUS\n", cl=c.clinic)
    n.f("Pt: {nm:PATIENT}   DOB {dob:DATE}   ", nm=c.pt.form(rng, ("LF", "full")), dob=c.d(c.dob))
    age_phrase(n, c)
    n.f("\nVisit {v:DATE}   Acct {ac:ACCOUNT}   MRN {mr:MRN}\n", v=c.d(v), ac=account(rng), mr=c.mrn)
    n.f("Employer: {emp:ORGANIZATION}   Contact: {e:FAMILY}   Fax {f:FAX}\n", emp=c.emp, e=c.person().fi_last(), f=c.phone())
    n.f("Carrier: {ins:ORGANIZATION}   Claim {cl:IDNUM}   DOI {doi:DATE}\n\n", ins=c.insurer, cl=c.claim, doi=c.d(c.doi))
    n.t("Dx: " + c.injury[2] + " " + c.injury[0] + "\n")
    n.t("Tx today: " + pick(rng, ["exam, xray neg", "splint applied, ice", "Toradol 60 mg IM", "wound check, sutures out", "PT eval ordered"]) + "\n\n")
    st = rng.randrange(3)
    n.t(["[x] Regular duty  [ ] Modified  [ ] Off work\n", "[ ] Regular duty  [x] Modified  [ ] Off work\n",
         "[ ] Regular duty  [ ] Modified  [x] Off work\n"][st])
    n.t("Effective ")
    n.s(c.d(v), "DATE")
    n.t(" through ")
    n.s(c.d(v + dt.timedelta(days=rng.randrange(5, 21))), "DATE")
    n.t("\n")
    if st == 1:
        n.t("Restrictions: lift/carry max " + wt(c, rng.randrange(4, 12)) + "; " + pick(rng, ["no climbing", "seated work 50%", "no use L hand",
                                                                                            "no overhead"]) + "\n")
    n.f("Next appt: {d:DATE} {t}\n", d=c.d(v + dt.timedelta(days=rng.randrange(5, 14)), "wk_us" if c.country == "US" else "wk_au"), t=fmt_time(rng))
    n.t("\nProvider: ")
    n.s(prov.full(), "DOCTOR")
    n.t(", " + cred + "   NPI ")
    n.s(license_no(rng, "npi"), "LICENSE")
    n.t("\n")
