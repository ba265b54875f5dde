"""Shared note blocks: demographics, letterheads, sign-offs, audit footers."""

import phi
from phi import pick, digits
from doc import P
from case import staff_name, pt_name
import pools_places as PL

DEPTS = ["Nutrition Support Team", "Intestinal Failure Unit", "Department of Nutrition & Dietetics",
         "Home Enteral Feeding Service", "Home Parenteral Nutrition Service", "Gastroenterology",
         "Clinical Nutrition Service", "Paediatric Gastroenterology & Nutrition"]


def label(rng, base):
    """Vary a field label's case/punctuation."""
    f = pick(rng, ["%s: ", "%s:  ", "%s - ", "%s:\t", "%s "])
    b = pick(rng, [base, base, base.upper()])
    return f % b


def demo_block(rng, n, case, style=None, address=True, phone=True, gp=True):
    c = case.country
    style = style or pick(rng, ["lines", "lines", "oneline", "grid", "sticker"])
    ids = case.main_id(rng)
    if style == "oneline":
        n.w("{nm}   DOB {dob} ({age})   ", nm=case.name(rng, pick(rng, ["LAST_First", "full", "LAST_FIRST_M"])),
            dob=case.dob_seg(rng), age=case.age_seg(rng))
        for lab, seg in ids:
            n.w("{l} {v}   ", l=lab, v=seg)
        n.add("\n")
        if address:
            n.w("Addr: {a}\n", a=case.addr.seg(rng))
    elif style == "sticker":
        n.w("+-----------------------------------------+\n| {nm}\n| {dob}  {sx}\n",
            nm=case.name(rng, pick(rng, ["LAST_First", "LAST_FIRST_M"])), dob=case.dob_seg(rng),
            sx=pick(rng, ["M", "F"]) if False else case.pt.sex)
        for lab, seg in ids:
            n.w("| {l}: {v}\n", l=lab, v=seg)
        if address:
            n.w("| {a}\n", a=case.addr.seg(rng))
        n.add("+-----------------------------------------+\n")
    elif style == "grid":
        n.w("Patient | {nm} | DOB | {dob} | Age | {a}\n", nm=case.name(rng, pick(rng, ["full", "LAST_First", "Last_First"])),
            dob=case.dob_seg(rng), a=P(str(case.age_months or case.age), "AGE"))
        n.add(" | ".join([""] * 0))
        for lab, seg in ids:
            n.w("{l} | {v}\n", l=lab, v=seg)
        if address:
            n.w("Address | {a}\n", a=case.addr.seg(rng))
    else:
        n.w("{l}{nm}\n", l=label(rng, "Name"), nm=case.name(rng, pick(rng, ["full", "LAST_First", "full_mid", "Last_First", "title_full"])))
        n.w("{l}{dob}", l=label(rng, "DOB"), dob=case.dob_seg(rng))
        if rng.random() < 0.6:
            n.w("   Age: {a}", a=P(str(case.age_months or case.age), "AGE"))
            if case.age_months:
                n.add(" months")
        n.add("\n")
        for lab, seg in ids:
            n.w("{l}{v}\n", l=label(rng, lab), v=seg)
        if address:
            n.w("{l}{a}\n", l=label(rng, "Address"), a=case.addr.seg(rng))
    if case.ssn and ((c == "US" and rng.random() < 0.15) or (c == "CA" and rng.random() < 0.04)):
        n.w("{l}{s}\n", l=label(rng, "SSN" if c == "US" else "SIN"), s=P(case.ssn, "SSN"))
    if phone and rng.random() < 0.8:
        n.w("{l}{p}", l=label(rng, pick(rng, ["Tel", "Phone", "Home tel", "Contact"])), p=P(case.home_phone, "PHONE"))
        if rng.random() < 0.5:
            n.w("  Mobile: {m}", m=P(case.mob_phone, "PHONE"))
        n.add("\n")
    if gp and rng.random() < 0.7:
        n.w("{l}{g}, {pr}\n", l=label(rng, case.gp_term()), g=staff_name(rng, case.gp, pick(rng, ["dr_full", "dr_init", "dr_last"])),
            pr=P(case.practice, "HOSPITAL"))


def letterhead(rng, n, case, dept=None):
    c = case.country
    org = pick(rng, [case.hospital, case.hospital, case.trust])
    n.w("{h}\n", h=P(org, "HOSPITAL"))
    n.add((dept or pick(rng, DEPTS)) + "\n")
    if rng.random() < 0.7:
        n.w("{a}\n", a=case.hosp_addr.seg(rng))
    n.w("Tel: {t}", t=phi.phone(rng, c, "land", ext=rng.random() < 0.3))
    if rng.random() < 0.7:
        n.w("   Fax: {f}", f=phi.fax(rng, c))
    n.add("\n")
    if rng.random() < 0.6:
        n.w("Email: {e}", e=phi.email_role(rng, pick(rng, ["nutrition.team", "hpn.service", "dietetics", "nst", "homeenteral",
                                                           "if.unit", "hef.admin"])))
        if rng.random() < 0.4:
            n.w("   Web: {u}", u=phi.url(rng))
        n.add("\n")


def signoff(rng, n, case, staff, role_text=None, reg=True, contact=True):
    c = case.country
    n.add(pick(rng, ["\n", "\n\n"]))
    if rng.random() < 0.6:
        n.add(pick(rng, ["Kind regards,\n\n", "Yours sincerely,\n\n", "Regards\n", "Many thanks,\n", ""]))
    n.w("{s}\n", s=staff_name(rng, staff, pick(rng, ["full_cred", "full", "dr_full", "full_cred"])))
    n.add((role_text or _role_text(rng, staff, c)) + "\n")
    if reg:
        if staff.role == "dietitian":
            lab, v = case.diet_reg(rng)
        elif staff.role == "pharmacist":
            lab, v = case.pharm_reg(rng)
        elif staff.doctorish:
            lab, v = case.doc_reg(rng)
        else:
            lab, v = {"UK": ("NMC PIN", phi.license_val(rng, "nmc")), "US": ("NPI", phi.license_val(rng, "npi")),
                      "AU": ("AHPRA", phi.license_val(rng, "ahpra_nurse")), "CA": ("CNO #", phi.license_val(rng, "cno"))}[c]
        n.w("{l} {v}\n", l=lab, v=v)
    if contact and rng.random() < 0.8:
        kind = pick(rng, ["phone", "phone", "bleep", "email", "both"])
        if kind in ("phone", "both"):
            n.w("Direct line: {p}\n", p=phi.phone(rng, c, "land", ext=rng.random() < 0.3))
        if kind == "bleep":
            n.w("{b} {p}\n", b=pick(rng, ["Bleep", "Pager", "bleep"]) if c in ("UK", "AU") else pick(rng, ["Pager", "pgr"]),
                p=phi.pager(rng, c))
        if kind in ("email", "both"):
            n.w("{e}\n", e=phi.email_person(rng, staff))


def _role_text(rng, s, c):
    r = s.role
    if r == "dietitian":
        return pick(rng, ["Specialist Dietitian, Nutrition Support", "Home Enteral Feeding Dietitian",
                          "Clinical Dietitian" if c != "UK" else "Band 7 Specialist Dietitian",
                          "Senior Dietitian - Intestinal Failure", "Paediatric Dietitian"])
    if r == "nurse":
        return pick(rng, ["Nutrition Nurse Specialist", "Clinical Nurse Specialist, HPN", "Nutrition Support RN",
                          "Clinical Nurse Consultant - Nutrition", "PEG Nurse Specialist"])
    if r == "pharmacist":
        return pick(rng, ["Nutrition Pharmacist", "Lead Pharmacist, Aseptic Services", "Clinical Pharmacist (PN)"])
    if r == "gp":
        return "General Practitioner"
    if r == "slt":
        return "Speech and Language Therapist" if c == "UK" else "Speech Pathologist"
    return pick(rng, ["Consultant Gastroenterologist", "Consultant in Clinical Nutrition",
                      "Attending Physician, Nutrition Support" if c == "US" else "Consultant Physician",
                      "Consultant Surgeon (Intestinal Failure)", "Gastroenterology Registrar"])


def audit_footer(rng, n, case, staff, when_offset=0):
    c = case.country
    r = rng.random()
    n.add("\n")
    if r < 0.35:
        n.w("Electronically signed by {s} on {d} {t} (user {u})\n", s=staff_name(rng, staff, pick(rng, ["full", "full_cred", "last_first"])),
            d=case.d(rng, when_offset, pick(rng, ["num", "iso"])), t="%02d:%02d" % (rng.randrange(7, 22), rng.randrange(60)),
            u=phi.username(rng, staff))
    elif r < 0.6:
        n.w("-- Entered by: {u}  |  Workstation IP {ip}  |  {d}\n", u=phi.username(rng, staff), ip=phi.ipaddr(rng),
            d=case.d(rng, when_offset, "num"))
    elif r < 0.8:
        n.w("Printed {d} by {u}. Page 1 of 1. CONFIDENTIAL\n", d=case.d(rng, when_offset + rng.randrange(0, 3), "num"),
            u=phi.username(rng, staff))
    else:
        n.w("Document ID: {doc}   Author: {s}   Enc: {e}\n", doc=phi.idnum(rng, pick(rng, ["order", "case"])),
            s=staff_name(rng, staff, "last_first"), e=P(case.encounter, "ACCOUNT"))


def cc_block(rng, n, case, patient_copy=True):
    n.add("\ncc: ")
    items = []
    items.append([staff_name(rng, case.gp, pick(rng, ["dr_full", "dr_init"])), ", ", P(case.practice, "HOSPITAL")])
    if patient_copy and rng.random() < 0.6:
        items.append([case.name(rng, pick(rng, ["title_full", "full"])), " (patient)"])
    if rng.random() < 0.5:
        items.append([P(case.homecare, "ORGANIZATION"), pick(rng, [" (homecare)", " - homecare provider", ""])])
    if rng.random() < 0.4:
        items.append([staff_name(rng, case.dietitian, "full_cred"), pick(rng, [", community dietitian", ""])])
    for i, it in enumerate(items):
        if i:
            n.add(pick(rng, ["; ", "\n    "]))
        n.add(it)
    n.add("\n")


def art(word):
    return "an " if word[:1].lower() in "aeiou" and not word.lower().startswith("uni") else "a "


def family_phrase(rng, case):
    """'his wife Ana (70)' style with relationship and optional age/profession."""
    seg = [case.rel + " ", case.fam(rng)]
    r = rng.random()
    if r < 0.3:
        seg += [" (", P(str(case.family_age), "AGE"), ")"]
    elif r < 0.45:
        seg += [" (works as " + art(case.family_prof), P(case.family_prof, "PROFESSION"), ")"]
    return seg


def occupation_phrase(rng, case):
    """Verb phrase about the patient's occupation (PROFESSION span = the occupation only)."""
    if case.profession is None:
        return ["attends ", P(case.school, "ORGANIZATION")]
    a = art(case.profession)
    if case.retired:
        return pick(rng, [["is a retired ", P(case.profession, "PROFESSION")],
                          ["previously worked as " + a, P(case.profession, "PROFESSION")],
                          ["is an ex-", P(case.profession, "PROFESSION")],
                          ["was " + a, P(case.profession, "PROFESSION"), " until retirement"]])
    return pick(rng, [["works as " + a, P(case.profession, "PROFESSION"), " at ", P(case.employer, "ORGANIZATION")],
                      ["is employed as " + a, P(case.profession, "PROFESSION"), " (", P(case.employer, "ORGANIZATION"), ")"],
                      ["is " + a, P(case.profession, "PROFESSION"), ", currently off sick"],
                      ["works part-time as " + a, P(case.profession, "PROFESSION")]])
