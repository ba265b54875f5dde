"""Genres: physician plan-of-care order, bereavement/chaplain note, discharge summary, aide/EVV record."""
import clin
import core
from bits import (demo_block, doc, esign, fam, family_line, hdr_agency, pname, ptref, staff)
from case import D, N, addr_segs


def poc(rng, c):
    b = core.NB()
    start = c.soc
    end = core.add_days(start, 59)
    form = rng.random() < 0.6
    if form:
        b.t("HOME HEALTH CERTIFICATION AND PLAN OF CARE (CMS-485 format)\n\n")
        b.f("1. Patient HI Claim No.: {m:HEALTHPLAN}    2. SOC Date: {s}\n", m=c.mbi, s=[D(c, start)])
        b.f("3. Certification Period: From {a} To {z}\n", a=[D(c, start)], z=[D(c, end)])
        b.f("4. Medical Record No.: {m:MRN}    5. Provider No.: {p:IDNUM}\n", m=c.mrn, p=core.digits(rng, 2) + "-" + core.digits(rng, 4))
        b.t("6. Patient's Name and Address: ")
        b.seg(pname(rng, c, ["LF", "lfm", "full"]))
        b.t(", ")
        b.seg(addr_segs(c.home, rng))
        b.t("\n7. Provider's Name, Address and Telephone: ")
        b.f("{ag:HOSPITAL}, ", ag=c.agency)
        b.seg(addr_segs(c.ag_addr, rng))
        b.f(" {p:PHONE}\n", p=c.ag_phone)
        b.f("8. Date of Birth: {d}    9. Sex: {s}\n", d=[D(c, c.dob)], s=c.sex)
        b.t("10. Medications: Dose/Frequency/Route (N)ew (C)hanged\n")
        for m in c.meds:
            b.t("    %s%s\n" % (clin.med_line(m, 0), rng.choice(["", "", "", " (N)", " (C)"])))
        b.f("11. ICD-10 Principal Diagnosis: {i} {x}    Date: {d}\n", i=c.dx[1], x=c.dx[0],
            d=[D(c, c.admit_hosp)])
        b.t("12. Surgical Procedure: %s\n" % rng.choice(["N/A", "R TKA", "ORIF R hip", "CABG x3", "L BKA"]))
        b.t("13. Other Pertinent Diagnoses:\n")
        for x in c.comorb:
            b.t("    %s %s\n" % (x[1], x[0]))
        b.t("14. DME and Supplies: %s\n" % rng.choice(["RW, shower chair, glucometer", "hospital bed, O2 concentrator",
                                                     "3-in-1 commode, BP cuff, scale", "wound supplies, NPWT"]))
        b.t("15. Safety Measures: fall precautions, O2 safety, bleeding precautions\n")
        b.t("16. Nutritional Req.: %s\n" % rng.choice(clin.DIETS))
        b.t("17. Allergies: %s\n" % rng.choice(["NKDA", "PCN", "sulfa, latex", "iodine contrast"]))
        b.t("18.A Functional Limitations: 5 (ambulation), 6 (endurance), 9 (dyspnea w/ minimal exertion)\n")
        b.t("18.B Activities Permitted: up as tolerated, walker, partial weight bearing\n")
        b.t("19. Mental Status: %s\n" % rng.choice(["oriented", "forgetful", "oriented, depressed"]))
        b.t("20. Prognosis: %s\n" % rng.choice(["fair", "good", "guarded"]))
        b.t("21. Orders for Discipline and Treatments:\n")
    else:
        b.f("PHYSICIAN ORDERS / PLAN OF TREATMENT\n{ag:HOSPITAL}  tel {p:PHONE}  fax {f:FAX}\n\n",
            ag=c.agency, p=c.ag_phone, f=c.ag_fax)
        b.t("Patient: ")
        b.seg(pname(rng, c, ["LF", "full"]))
        b.f("   DOB {d}   MRN {m:MRN}\nCert period: {a}-{z}\nPayer: ", d=[D(c, c.dob)], m=c.mrn,
            a=[D(c, start, "md")], z=[D(c, end)])
        if c.payer == "Medicare":
            b.f("Medicare (MBI {m:HEALTHPLAN})\n", m=c.mbi)
        else:
            b.f("{p:ORGANIZATION} #{m:HEALTHPLAN}\n", p=c.payer, m=c.member)
        b.f("Dx: {x} ({i})\nOrders:\n", x=c.dx[2], i=c.dx[1])
    orders = ["SN %s: skilled observation and assessment of cardiopulmonary status; teach disease process, meds, diet" %
              rng.choice(["2w3, 1w6", "1w9", "3w2, 2w3, 1w4"]),
              "SN may draw PT/INR q week and report to MD; call MD if INR < 2.0 or > 3.5",
              "SN to notify MD for SBP > 160 or < 90, HR > 110, wt gain > 3 lb/day or 5 lb/week, FSBS < 70 or > 350",
              "PT eval and treat: gait, transfers, HEP, fall prevention",
              "OT eval and treat: ADL retraining, adaptive equipment",
              "HHA 2w4: personal care, bathing",
              "MSW 1-2 visits for community resources and long-range planning",
              "Wound care: cleanse with NS, apply calcium alginate and bordered foam q3 days and PRN",
              "PRN visits x 3 for catheter/wound/medication problems"]
    for x in rng.sample(orders, rng.randint(4, 7)):
        b.t("    - " + x + "\n")
    b.t(("22. Goals/Rehab Potential/Discharge Plans: " if form else "Goals: ") +
        rng.choice(["Rehab potential good for stated goals. D/C when pt/CG independent with meds and wt monitoring.",
                    "Fair rehab potential. D/C to self-care with family support.",
                    "Goals: no ED visits; ambulate 150 ft with RW. D/C to outpatient PT."]) + "\n")
    if form:
        b.t("23. Nurse's Signature and Date of Verbal SOC: ")
        b.seg(staff(rng, c.rn, ["full", "il"]))
        b.f("  {d}\n", d=[D(c, start)])
        b.t("24. Physician's Name and Address: ")
        b.seg(doc(rng, c.pcp))
        b.f(", {pr:HOSPITAL}, ", pr=c.practice)
        pa = case_addr(rng, c)
        b.seg(pa)
        b.f("\n    NPI {n:LICENSE}   Phone {p:PHONE}   Fax {f:FAX}\n", n=c.pcp_npi, p=c.pcp_phone, f=c.pcp_fax)
        b.f("25. Date HHA Received Signed POT: {d}\n", d=[D(c, core.add_days(start, rng.randint(3, 20)))])
        b.t("26. I certify that this patient is confined to the home and needs intermittent skilled nursing care, "
            "physical therapy and/or speech therapy... The patient is under my care, and I have authorized the services "
            "on this plan of care and will periodically review the plan. A face-to-face encounter was performed on ")
        b.f("{d}.\n", d=[D(c, core.add_days(start, -rng.randint(1, 25)))])
        b.t("27. Attending Physician's Signature and Date Signed: ")
        b.seg(staff(rng, c.pcp, ["full", "fmi"]))
        b.f("  {d}\n", d=[D(c, core.add_days(start, rng.randint(2, 18)))])
    else:
        b.f("\nF2F encounter: {d} with {n}.\n", d=[D(c, core.add_days(start, -rng.randint(1, 20)))],
            n=doc(rng, c.np if rng.random() < 0.3 else c.pcp))
        b.t("Ordering physician: ")
        b.seg(doc(rng, c.pcp))
        b.f("  NPI {n:LICENSE}", n=c.pcp_npi)
        if rng.random() < 0.5:
            b.f("  DEA {e:LICENSE}", e=c.pcp_dea)
        b.f("\nSigned {d}\n", d=[D(c, core.add_days(start, rng.randint(1, 10)))])
        if rng.random() < 0.5:
            b.f("DD/{a:DOCTOR}  DT {d}\n", a=core.name_kind(c.clerk, "lowinit"), d=[D(c, start, "md")])
    return b


def case_addr(rng, c):
    import pools
    pl = rng.choice(pools.PLACES) if rng.random() < 0.1 else (c.home.city, c.home.county, c.home.st, c.home.stname, c.home.zip[:3])
    num = rng.randint(10, 9900)
    st = "%d %s %s, Suite %d" % (num, rng.choice(pools.STREETS), rng.choice(pools.SUFFIX), rng.randint(100, 450))
    return [(st, "STREET"), ", ", (pl[0], "CITY"), ", ", (pl[2], "STATE"), " ", (pl[4] + "%02d" % rng.randint(1, 99), "ZIP")]


def bereavement(rng, c):
    b = core.NB()
    dod = core.add_days(c.soc, rng.randint(5, 120))
    kind = rng.choice(["chaplain", "bereave", "bereave"])
    bereaved = c.spouse if (c.spouse_alive and rng.random() < 0.7) else c.cg
    brel = ("husband" if c.spouse.sex == "M" else "wife") if bereaved is c.spouse else c.cg_rel
    bage = c.cg_age if bereaved is c.cg else c.spouse_age
    if kind == "chaplain":
        d = core.add_days(dod, -rng.randint(1, 30))
        hdr_agency(rng, b, c, rng.choice(["Spiritual Care Visit Note", "Chaplain Visit", "Pastoral Care Note"]))
        b.t("Patient: ")
        b.seg(pname(rng, c, ["full", "LF", "lf"]))
        b.f("   MRN {m:MRN}   Visit {d}\n", m=c.mrn, d=[D(c, d)])
        b.f("Present: patient, {r} {n}", r=brel, n=[fam(rng, bereaved, ["full", "first"])])
        if rng.random() < 0.5:
            b.f(", {r2} {n2}", r2=c.f2_rel, n2=[fam(rng, c.fam2)])
        b.t("\n\nFaith tradition: %s\n" % rng.choice(["Roman Catholic", "Baptist", "Lutheran", "Jewish", "Muslim",
                                                     "none stated", "Greek Orthodox", "Pentecostal", "Buddhist"]))
        if rng.random() < 0.7:
            b.f("Faith community: {ch}; ", ch=core.place(c.church, "ORGANIZATION"))
            b.f("clergy contact {p} ({ph:PHONE}).\n", p=[fam(rng, c.other, ["full"])], ph=core.phone(rng))
        b.t("\nAssessment (FICA): ")
        b.t(rng.choice(["Pt expresses peace, 'ready to go home to the Lord'. ",
                        "Pt voices fear of dying alone and guilt over estrangement from son. ",
                        "Pt nonverbal; family shares stories of his life. ",
                        "Existential distress: 'what was it all for?' "]))
        b.f("Reminisced about working as a {pr:PROFESSION}", pr=c.prof)
        if rng.random() < 0.5:
            b.f(" at {em}", em=core.place(c.employer, "ORGANIZATION"))
        b.f(" and growing up in {co}.\n", co=core.place(c.country, "COUNTRY") if rng.random() < 0.6
            else [(rng.choice(["Tennessee", "Ohio", "Oklahoma", "Maine"]), "STATE")])
        b.t("Interventions: active listening, life review, prayer, %s.\n" % rng.choice(
            ["Psalm 23 read aloud", "sang 'Amazing Grace' with family", "blessing of the hands", "guided breathing"]))
        b.f("Family wishes memorial at {ch} and burial in {ci:CITY}.\n", ch=core.place(c.church, "ORGANIZATION"),
            ci=rng.choice([c.home.city, c.cg_city[0]]))
        b.f("Plan: visit {fr}; next {n}.\n\n", fr=rng.choice(["weekly", "every 2 weeks", "PRN and at time of death"]),
            n=[N(c, core.add_days(d, 7), rng)])
        esign(rng, b, c, c.chap, d, role="Chaplain")
        return b
    d = core.add_days(dod, rng.choice([14, 30, 60, 90, 180, 330]))
    hdr_agency(rng, b, c, rng.choice(["Bereavement Follow-Up Note", "Bereavement Contact",
                                      "Bereavement Risk Assessment"]))
    b.t("Deceased: ")
    b.seg(pname(rng, c, ["LF", "full", "fmi"]))
    b.f("   Date of death: {dd}   Age at death: {a:AGE}\n", dd=[D(c, dod)], a=str(c.age))
    b.t("Bereaved: ")
    b.seg([fam(rng, bereaved, ["full", "lf"])])
    b.f(" ({r}, age {a:AGE})   Phone {p:PHONE}\n", r=brel, a=str(bage), p=c.cg_phone)
    if rng.random() < 0.5:
        b.t("Address: ")
        b.seg(addr_segs(c.home, rng))
        b.t("\n")
    b.f("Contact: {t} on {d}\n\n", t=rng.choice(["phone call", "home visit", "phone call", "grief group attendance"]),
        d=[D(c, d)])
    b.t("NOTE:\n")
    b.f("Spoke with {n}, ", n=[fam(rng, bereaved, ["first", "full"])])
    b.t(rng.choice(["who reports sleeping 4-5 h/night and 'talking to him in the kitchen'. ",
                    "who is back to work part-time and attending grief group. ",
                    "tearful throughout; appetite poor, lost 9 lb. ",
                    "who describes the first holidays without her as 'unbearable'. "]))
    b.f("Funeral held {fd} at {fh}; ", fd=[N(c, core.add_days(dod, rng.randint(3, 9)), rng)],
        fh=core.place(rng.choice([c.funeral, c.church]), "ORGANIZATION"))
    b.f("{r2} {n2} came from {wh} and stayed {w}.\n",
        r2=c.f2_rel.capitalize(), n2=[fam(rng, c.fam2)],
        wh=core.place(c.country, "COUNTRY") if rng.random() < 0.5 else [(c.cg_city[0], "CITY"), ", ", (c.cg_city[3], "STATE")],
        w=rng.choice(["one week", "2 weeks", "three weeks", "10 days", "a month"]))
    if rng.random() < 0.5:
        b.f("Concerned about upcoming {h:DATE} and the anniversary ({a}).\n", h=c.holiday,
            a=[D(c, core.add_days(dod, 365), "long")])
    b.t("\nGrief risk (Bereavement Risk Assessment Tool): %s; score %d/40.\n" % (
        rng.choice(["low", "moderate", "high"]), rng.randint(8, 31)))
    b.t("Risk factors: %s.\n" % rng.choice(["lives alone, limited support", "caregiver > 5 years",
                                            "history of depression", "sudden decline", "none significant"]))
    b.t("\nPLAN: 13-month bereavement program; mailings monthly; ")
    b.f("grief support group meets twice monthly, 18:30, at {ch}. Online resources: {u:URL}.\n",
        ch=core.place(rng.choice([c.church, c.community]), "ORGANIZATION"), u=core.url(rng, "grief-support"))
    if rng.random() < 0.4:
        b.f("Referred to counselor {n}, LCSW ({p:PHONE}).\n", n=[(c.msw.full(), "DOCTOR")], p=core.phone(rng))
    b.f("Next call: {n}\n\n", n=[N(c, core.add_days(d, 30), rng)])
    esign(rng, b, c, c.bcoord if rng.random() < 0.6 else c.chap, d, role="Bereavement Coordinator")
    return b


def discharge(rng, c):
    b = core.NB()
    dc = core.add_days(c.soc, rng.randint(20, 59))
    hdr_agency(rng, b, c, rng.choice(["Discharge Summary - Home Health", "Transfer/Discharge Summary",
                                      "OASIS Discharge from Agency"]))
    demo_block(rng, b, c, rng.choice([["name", "dob", "mrn", "soc", "pcp"], ["name", "mrn", "acct", "payer"],
                                       ["name", "dob", "soc", "addr"]]))
    b.f("M0906 Discharge date: {d}\n", d=[D(c, dc)])
    reason = rng.choice(["Goals met", "Goals met", "Pt moved out of service area", "Transferred to hospice",
                         "Admitted to hospital > 24 h", "Pt/family request"])
    b.t("Reason for discharge: %s\n" % reason)
    if reason == "Pt moved out of service area":
        b.f("New address: ", )
        b.seg(addr_segs(case_new_addr(rng), rng))
        b.t("\n")
    if reason == "Admitted to hospital > 24 h":
        b.f("Admitted to {h:HOSPITAL} on {d}, room {r:LOCATION_OTHER}.\n", h=c.hosp, d=[D(c, dc)], r=c.room)
    b.t("\nVISITS: SN %d, PT %d, OT %d, MSW %d, HHA %d\n" % (rng.randint(4, 14), rng.randint(0, 14), rng.randint(0, 8),
                                                           rng.randint(0, 2), rng.randint(0, 12)))
    b.t("\nSUMMARY OF CARE:\n")
    b.seg(ptref(rng, c))
    b.t(" admitted for %s after hospitalization at " % c.dx[2])
    b.f("{h:HOSPITAL}. ", h=c.hosp)
    b.t(rng.choice(["Weight stable 178-181 lb on current diuretic; no readmissions. ",
                    "Incision healed; ambulating 300 ft with SPC. ",
                    "FSBS now 110-180; independent with insulin pen. ",
                    "Wound closed at final measurement visit. "]))
    b.t(rng.choice(["Pt/CG verbalize red flags and when to call MD.", "Fall risk reduced (Tinetti 15 -> 23).",
                    "Oxygen weaned to 2 L with exertion only."]) + "\n")
    b.t("\n%-22s %-6s %-6s\n" % ("Function (OASIS)", "SOC", "DC"))
    for lab in ["M1800 Grooming", "M1830 Bathing", "M1850 Transferring", "M1860 Ambulation", "M2020 Oral meds"]:
        s0 = rng.randint(1, 4)
        b.t("%-22s %-6d %-6d\n" % (lab, s0, max(0, s0 - rng.randint(0, 2))))
    b.t("\nDISCHARGE MEDICATIONS: ")
    b.t("; ".join(clin.med_line(m) for m in c.meds[:rng.randint(3, len(c.meds))]) + ".\n")
    b.t("\nFOLLOW-UP:\n")
    b.f("- {d} at {pr:HOSPITAL}, {n} %d:%02d %s, tel {p:PHONE}\n" % (rng.randint(8, 11), rng.choice([0, 15, 30, 45]),
                                                                      rng.choice(["AM", "am"])),
        d=doc(rng, c.pcp), pr=c.practice, n=[N(c, core.add_days(dc, rng.randint(3, 14)), rng)], p=c.pcp_phone)
    if rng.random() < 0.5:
        b.f("- Outpatient PT at {f:HOSPITAL} 2x/week\n", f=c.facility if "Rehab" in c.facility else c.hosp)
    if rng.random() < 0.5:
        b.f("- Meals: {o} (intake {p:PHONE})\n", o=core.place(c.community, "ORGANIZATION"), p=core.phone(rng))
    b.f("Patient portal: {u:URL}; questions call {p:PHONE}.\n", u=c.ag_url, p=c.ag_phone)
    b.f("Summary faxed to PCP at {f:FAX} on {d}.\n", f=c.pcp_fax, d=[N(c, core.add_days(dc, 1), rng)])
    if rng.random() < 0.4:
        b.f("Family contact at discharge: ", )
        b.seg(family_line(rng, c))
        b.t("\n")
    b.t("\n")
    esign(rng, b, c, c.rn, dc)
    return b


def case_new_addr(rng):
    import case
    return case._addr(rng)


def evv(rng, c):
    b = core.NB()
    d = core.add_days(c.soc, rng.randint(1, 50))
    hdr_agency(rng, b, c, rng.choice(["Home Health Aide Visit Record / EVV", "Aide Care Plan & Visit Log",
                                      "Personal Care Visit - Electronic Visit Verification"]))
    b.t("Client: ")
    b.seg(pname(rng, c, ["LF", "full", "lf"]))
    b.f("   Client ID {m:MRN}\nService address: ", m=c.mrn)
    b.seg(addr_segs(c.home, rng))
    if rng.random() < 0.5:
        b.f("\nDirections: {x} {lm}; {y}.", x=rng.choice(["second house past", "gravel drive across from",
                                                         "turn left just after", "white duplex behind"]),
            lm=core.place(c.landmark, "LOCATION_OTHER"), y=rng.choice(["dog in yard", "use side door",
                                                                      "key with neighbor", "park on street"]))
    b.t("\nAide: ")
    b.seg(staff(rng, c.aide, ["full", "lf"]))
    b.f("   Employee ID {u:IDNUM}\n", u="E" + core.digits(rng, 5))
    t0 = rng.randint(7 * 60, 15 * 60)
    t1 = t0 + rng.randint(55, 180)
    b.f("Date: {d}   Clock-in %02d:%02d   Clock-out %02d:%02d\n" % (t0 // 60, t0 % 60, t1 // 60, t1 % 60),
        d=[D(c, d)])
    meth = rng.randint(0, 2)
    if meth == 0:
        b.f("Verification: biometric voiceprint match, template ID {bi:BIOID}\n", bi="VP-" + core.digits(rng, 7))
    elif meth == 1:
        b.f("Verification: fingerprint on agency tablet, biometric ID {bi:BIOID}; GPS within 40 m\n",
            bi="FP-" + core.digits(rng, 5))
    else:
        b.f("Verification: client landline {p:PHONE} (IVR), caregiver PIN; voice biometric record {bi:BIOID}\n",
            p=c.pt_phone, bi=c.bio)
    b.f("Device: tablet serial {s:DEVICE}, IP {i:IPADDR}\n\n", s=core.serial(rng), i=c.ip1)
    b.t("TASKS (per aide care plan)                  Done  Refused  N/A\n")
    for task in ["Shower / tub bath", "Bed bath", "Shampoo", "Oral care / dentures", "Shave", "Nail care (no cutting)",
                 "Skin check - report redness", "Dress / undress", "Toileting / incontinence care", "Catheter bag emptied",
                 "Ambulation with walker", "ROM exercises per PT", "Light meal prep", "Change linens",
                 "Medication reminder (no admin)"]:
        if rng.random() < 0.65:
            m = rng.choice(["X", "X", "X", "X", " ", " "])
            r = "X" if m == " " and rng.random() < 0.5 else " "
            n = "X" if m == " " and r == " " else " "
            b.t("  %-42s  [%s]   [%s]    [%s]\n" % (task, m, r, n))
    b.t("\nOBSERVATIONS REPORTED TO RN: ")
    b.t(rng.choice(["Redness on L heel, blanchable. ", "Client more tired today, ate half of breakfast. ",
                    "No concerns. ", "Refused shower, agreed to sponge bath. ", "Urine dark, strong odor. "]))
    tc = rng.randint(t0 + 10, t1 - 5)
    b.f("Called {r} at %d:%02d.\n" % (tc // 60, tc % 60), r=staff(rng, c.rn, ["full", "first", "il"]))
    if rng.random() < 0.5:
        b.f("{r} {n} present and signed visit.\n", r=c.cg_rel.capitalize(), n=[fam(rng, c.cg, ["full", "first"])])
    b.t("\nMILEAGE / TRAVEL: ")
    b.f("{m} mi from prior client; personal vehicle, plate {p:VEHICLE} ({s:STATE}).\n",
        m="%.1f" % rng.uniform(1.2, 38.0), p=core.plate(rng), s=c.home.st)
    if rng.random() < 0.3:
        b.f("Vehicle on file VIN {v:VEHICLE}; insurance verified.\n", v=c.vin)
    b.t("\nEVV AUDIT TRAIL\n")
    au = core.username(rng, c.aide.first, c.aide.last)
    evs = [("check-in accepted", t0, au), ("task list submitted", rng.randint(t0 + 20, t1 - 2), au),
           ("check-out accepted", t1, au)]
    if rng.random() < 0.5:
        evs.append((rng.choice(["manual edit: clock-out corrected", "supervisor review"]),
                    t1 + rng.randint(30, 240), c.user_rn))
    for ev, tt, u in evs:
        b.f("  %02d:%02d  {ev}  user={u:USERNAME}  src={i:IPADDR}\n" % (tt // 60 % 24, tt % 60),
            ev=ev, u=u, i=c.ip1 if u == au else c.ip2)
    if rng.random() < 0.4:
        b.f("\nRN supervisory visit (q14 days) done {d} by ", d=[N(c, core.add_days(d, -rng.randint(1, 13)), rng)])
        b.seg(staff(rng, c.rn, ["full", "il"]))
        b.t("; aide competent in all assigned tasks.\n")
    b.t("\nClient/representative signature on file.\n")
    return b
