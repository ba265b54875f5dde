"""Fertility genres: REI consult / IVF cycle note, embryology lab log, pre-authorization, semen analysis."""
from phi import NB, D, fdate, add_days, hhmm, make_ctx, dob_age, addr_block, person, phone, ext, email, \
    accession, device_sn, digits, letters, npi, dea, ssn, healthplan, group_no, bioid, state_lic, mrn, CREDS, url, art
import pools as P

DX = ["diminished ovarian reserve", "male factor (OAT)", "unexplained infertility", "bilateral tubal occlusion",
      "PCOS / anovulation", "recurrent pregnancy loss", "endometriosis stage III", "elective oocyte cryopreservation",
      "same-sex couple, reciprocal IVF", "single woman, donor sperm"]
PROTOCOLS = ["antagonist", "microdose flare", "long Lupron", "PPOS (progestin-primed)", "letrozole/antagonist"]


def _cycle_id(rng, d):
    return rng.choice(["IVF-", "C", "CYC-", "ART"]) + "%02d-%04d" % (d.year % 100, rng.randint(1, 2999))


def rei_note(rng):
    c = make_ctx(rng, age_lo=27, age_hi=44)
    nb = NB()
    ds = c.ds
    doc, rn, ref = c.docs[0], c.docs[1], c.docs[2]
    v = rng.randrange(2)
    pdob = add_days(c.visit, -(c.partner_age * 365 + rng.randint(20, 340)))
    prel = "wife" if c.partner.sex == "F" else rng.choice(["husband", "partner", "husband"])
    if v == 0:
        nb.f("{f}\nREI NEW PATIENT CONSULTATION\n\n", f=(c.fert, "HOSPITAL"))
        nb.f("Date: {d}\nPatient: {n}  ", d=D(c.visit, ds), n=(c.pt.name(rng.choice(["fl", "fml"])), "PATIENT"))
        dob_age(c, nb, ds, "(DOB ", ", {a} yo)")
        nb.f("  MRN {m}\nPartner: {pn} (DOB {pd}, {pa} yo)\n", m=(c.mrn, "MRN"), pn=(c.partner.name("fl"), "FAMILY"),
             pd=D(pdob, ds), pa=(str(c.partner_age), "AGE"))
        nb.f("Referring: Dr. {r}, {cl}\nAttending: {d}, {cr}\n\n", r=(ref.name("l"), "DOCTOR"), cl=(c.clinic, "HOSPITAL"),
             d=(doc.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["rei"]))
        mo = rng.choice([8, 12, 14, 18, 24, 30, 36])
        nb.f("HPI: {a}yo G{g}P{p} and her {rel} {pf} ({pa}) present w/ {mo} mo of {k} infertility. ",
             a=(str(c.age), "AGE"), g=str(rng.randint(0, 3)), p="0", rel=prel, pf=(c.partner.name("f"), "FAMILY"),
             pa=(str(c.partner_age), "AGE"), mo=str(mo), k=rng.choice(["primary", "secondary"]))
        nb.t("Menses q%d-%dd, %s. %s.\n" % (rng.randint(24, 30), rng.randint(30, 45),
                                           rng.choice(["mod flow", "heavy w/ clots", "painful (dysmenorrhea 7/10)", "light"]),
                                           rng.choice(["Timed intercourse w/ OPKs", "Not using OPKs", "Tracking BBT"])))
        nb.f("Workup: HSG {hd} at {im} - {hr}. ", hd=D(add_days(c.visit, -rng.randint(20, 200)), ds),
             im=(c.imaging, "HOSPITAL"), hr=rng.choice(["bilateral spill", "R hydrosalpinx, L patent", "no spill bilat",
                                                        "normal cavity, bilat spill"]))
        nb.t("AMH %.2f ng/mL, AFC %d, CD3 FSH %.1f / E2 %d. TSH %.2f, PRL %d.\n" % (
            rng.uniform(0.1, 6.5), rng.randint(3, 32), rng.uniform(4, 16), rng.randint(20, 80), rng.uniform(0.6, 3.9), rng.randint(5, 28)))
        nb.f("SA {sd}: vol {v} mL, conc {cn} M/mL, motility {mt}%, morph {mp}% (Kruger).\n",
             sd=D(add_days(c.visit, -rng.randint(10, 120)), rng.choice(["md", ds])), v="%.1f" % rng.uniform(0.8, 5),
             cn=str(rng.randint(2, 90)), mt=str(rng.randint(12, 70)), mp=str(rng.randint(0, 9)))
        if rng.random() < 0.6:
            oc = P.CITIES[rng.randrange(len(P.CITIES))]
            nb.f("Prior tx: {k} at {cl} in {ci}, {st} ({a} - {b}), all neg.\n",
                 k=rng.choice(["letrozole/IUI x3", "Clomid x4 then IUI x2", "IVF x1 (2 euploid, FET x2 failed)"]),
                 cl=(P.FERT_PATTERNS[rng.randrange(len(P.FERT_PATTERNS))].format(P=rng.choice(P.PLACE_WORDS), L=rng.choice(P.LAST)), "HOSPITAL"),
                 ci=(oc[0], "CITY"), st=(oc[2], "STATE"), a=D(add_days(c.visit, -rng.randint(300, 500)), "my"),
                 b=D(add_days(c.visit, -rng.randint(60, 290)), "my"))
        nb.f("SH: pt is {a1} {pr} at {e}; {rel} is {a2} {pp}. ", a1=art(c.prof), pr=(c.prof, "PROFESSION"),
             e=(c.employer, "ORGANIZATION"), rel=prel, a2=art(c.p_prof), pp=(c.p_prof, "PROFESSION"))
        nb.t(rng.choice(["Nonsmokers. EtOH social.\n", "Partner smokes 1/2 ppd - cessation advised.\n", "No drugs.\n"]))
        nb.t("\nASSESSMENT: %s\n" % (rng.choice(DX[:8]) if c.partner.sex == "M" else rng.choice(DX[7:9] + ["same-sex couple, donor sperm IUI"])))
        nb.t("PLAN:\n- %s\n- %s\n- %s\n" % (
            rng.choice(["IVF/ICSI, %s protocol" % rng.choice(PROTOCOLS), "3 cycles letrozole + IUI", "egg freezing, 2 cycles anticipated"]),
            rng.choice(["PGT-A discussed, pt interested", "saline sono before start", "repeat SA + DNA fragmentation", "lap eval of hydrosalpinx"]),
            rng.choice(["carrier screening both partners", "start CoQ10 600 mg + DHEA", "PNV w/ folate 1 mg", "weight loss counseling, BMI 36"])))
        nb.f("- Benefits check w/ {i} (member {m}) by financial counselor {fc}, {fp}\n", i=(c.insurer, "ORGANIZATION"),
             m=(c.member, "HEALTHPLAN"), fc=(person(rng, "F").name("fl"), "DOCTOR"), fp=(phone(rng, c.area) + ext(rng), "PHONE"))
        nb.f("\nNurse coordinator {r}, {cr} - {em}\n", r=(rn.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["rn"]), em=(email(rng, rn), "EMAIL"))
        nb.f("{d}, {cr}  {dt}\n", d=(doc.name("fl"), "DOCTOR"), cr="MD", dt=D(c.visit, ds))
    else:
        cid = _cycle_id(rng, c.visit)
        nb.f("{f} - IVF STIMULATION FLOWSHEET\n", f=(c.fert, "HOSPITAL"))
        nb.f("Pt: {n}   MRN: {m}   Age: {a}   Cycle ID: {cid}\n", n=(c.pt.name(rng.choice(["LF", "LFM"])), "PATIENT"),
             m=(c.mrn, "MRN"), a=(str(c.age), "AGE"), cid=(cid, "IDNUM"))
        start = add_days(c.visit, -rng.randint(8, 11))
        proto = rng.choice(PROTOCOLS)
        antag = "antagonist" in proto or "letrozole" in proto
        nb.f("Protocol: {pr}   MD: {d}   RN: {r}\nStim D1: {s}   Dx: {dx}\n\n", pr=proto,
             d=(doc.name("l"), "DOCTOR"), r=(rn.name("fi"), "DOCTOR"), s=D(start, ds), dx=rng.choice(DX[:8]) if c.partner.sex == "M" else DX[8])
        nb.t("Date   SD  FSH(IU) hMG(IU) Antag  E2     LH   P4    Foll R / L (mm)           EMT\n")
        e2 = rng.randint(30, 70)
        days = [1, 3, 5, 7, 8, 9, 10, 11]
        n = rng.randint(5, 8)
        fsh = rng.choice([150, 225, 300, 375])
        hmg = rng.choice(["75", "150", "0"])
        nfr, nfl = rng.randint(2, 9), rng.randint(1, 9)
        base_r = sorted(((rng.uniform(5, 10), rng.uniform(1.1, 1.9)) for _ in range(nfr)), reverse=True)
        base_l = sorted(((rng.uniform(5, 10), rng.uniform(1.1, 1.9)) for _ in range(nfl)), reverse=True)
        emt = rng.uniform(4.5, 6.5)
        for sd in days[:n]:
            sz_r = [b + (sd - 1) * g for b, g in base_r]
            sz_l = [b + (sd - 1) * g for b, g in base_l]
            e2 = int(40 + sum(max(0.0, x - 9) * rng.uniform(14, 24) for x in sz_r + sz_l))
            nb.f("{d}  {sd}  {f}     {h}     {a}   {e2}  {lh}  {p4}  {fr}    {emt}\n", d=D(add_days(start, sd - 1), "md"),
                 sd="%-2d" % sd, f=str(fsh), h=hmg.ljust(3), a="0.25" if sd >= 5 and antag else " -  ",
                 e2="%-5d" % e2, lh="%-4.1f" % rng.uniform(0.8, 6), p4="%.2f" % min(1.4, 0.2 + 0.08 * sd + rng.uniform(0, 0.2)),
                 fr="%s / %s" % (",".join("%d" % x for x in sz_r if x >= 10) or "<10",
                                 ",".join("%d" % x for x in sz_l if x >= 10) or "<10"),
                 emt="%.1f" % (emt + sd * rng.uniform(0.5, 0.8)))
        trig = add_days(start, days[n - 1])
        nb.f("\nTrigger {t} on {d} at 21:30. ", t=rng.choice(["Ovidrel 250 mcg", "Lupron 40 U", "dual: Lupron 40 U + hCG 1000 IU",
                                                            "Novarel 10,000 IU"]), d=D(trig, rng.choice([ds, "wd_md"])))
        nb.f("ER scheduled {d} 09:30 ({x}).\n", d=D(add_days(trig, 2), rng.choice([ds, "wd_md", "md"])),
             x=rng.choice(["36 h", "35.5 h post trigger", "Dr. on call: see schedule"]))
        nb.f("Called pt at {ph} w/ instructions; pt read back. NPO after midnight, driver = {rel} {pn}.\n",
             ph=(c.pt_phone, "PHONE"), rel=prel, pn=(c.partner.name("f"), "FAMILY"))
        nb.t("OHSS risk: %s. Freeze-all %s.\n" % ("high (E2 %d, %d follicles) - cabergoline 0.5 mg x7d" % (e2, nfr + nfl)
                                                if e2 > 3500 or nfr + nfl > 15 else rng.choice(["low", "low-moderate"]),
                                                "planned" if e2 > 3500 else rng.choice(["not planned", "if P4 >1.5", "planned (PGT-A)"])))
        if rng.random() < 0.5:
            nb.f("Meds from {ph} (specialty) delivered {d}; order #{o}.\n", ph=(c.pharm, "HOSPITAL"),
                 d=D(add_days(start, -2), "md"), o=(digits(rng, 8), "IDNUM"))
        nb.f("\n{r}, {cr} / {d}, MD\n", r=(rn.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["rn"]), d=(doc.name("fl"), "DOCTOR"))
    return nb, "fertility_ivf_note"


def embryology(rng):
    c = make_ctx(rng, age_lo=26, age_hi=45)
    nb = NB()
    ds = c.ds
    doc, e1, e2 = c.docs[0], c.docs[1], c.docs[2]
    u1, u2 = e1.user(rng), e2.user(rng)
    er = c.visit
    donor = c.partner.sex == "F" or rng.random() < 0.15
    cid = _cycle_id(rng, er)
    nb.f("{f} - EMBRYOLOGY LABORATORY\nOOCYTE RETRIEVAL / FERTILIZATION / CULTURE LOG\n\n", f=(c.fert, "HOSPITAL"))
    nb.f("Female: {n}   DOB {d}   MRN {m}\n", n=(c.pt.name("LFM"), "PATIENT"), d=D(c.dob, ds), m=(c.mrn, "MRN"))
    if donor:
        nb.f("Sperm: donor #{dn}, {x}\n", dn=(digits(rng, rng.choice([4, 5])), "IDNUM"), x=rng.choice(["ICI vial x1", "IUI-ready vial x2", "ICSI vial"]))
    else:
        nb.f("Male: {n}   DOB {d}   MRN {m}\n", n=(c.partner.name("LFM"), "FAMILY"),
             d=D(add_days(c.dob, rng.randint(-3000, 400)), ds), m=(mrn(rng), "MRN"))
    nb.f("Cycle: {cid}   Physician: Dr. {d}   Retrieval: {er} {t}\n", cid=(cid, "IDNUM"), d=(doc.name("l"), "DOCTOR"),
         er=D(er, ds), t=hhmm(rng, 7, 11))
    nb.f("ID check (2 identifiers + {b} ID {bid}): done by {i1}, witnessed {i2}\n",
         b=rng.choice(["palm-vein scan", "fingerprint", "palm scan"]), bid=(bioid(rng), "BIOID"),
         i1=(e1.name("INI"), "DOCTOR"), i2=(e2.name("INI"), "DOCTOR"))
    nb.f("Incubator: {mod} SN {sn}   Witness sys: {w} reader SN {sn2}\n",
         mod=rng.choice(["EmbryoScope+", "Geri+", "MINC 1000", "Heracell 150i"]), sn=(device_sn(rng), "DEVICE"),
         w=rng.choice(["RI Witness", "Matcher", "IVFID"]), sn2=(device_sn(rng), "DEVICE"))
    nb.t("\nDAY  DATE       EVENT\n")
    coc = rng.randint(3, 24)
    mii = max(1, int(coc * rng.uniform(0.6, 0.9)))
    pn2 = max(1, int(mii * rng.uniform(0.5, 0.9)))
    blast = max(0, int(pn2 * rng.uniform(0.2, 0.7)))
    dstyle = rng.choice(["md", "mdy", "dmy", "iso"])
    nb.f("D0   {d}  {coc} COCs. Denuded {t1}. {mii} MII / {mi} MI / {gv} GV. {ins} at {t2} by {e}.\n", d=D(er, dstyle),
         coc=str(coc), t1=hhmm(rng, 11, 13), mii=str(mii), mi=str(rng.randint(0, 3)), gv=str(rng.randint(0, 2)),
         ins=rng.choice(["ICSI x%d" % mii, "Conventional insem", "Split: ICSI/IVF"]), t2=hhmm(rng, 13, 15),
         e=(e1.name(rng.choice(["INI", "ini3"])), "DOCTOR"))
    nb.f("D1   {d}  Fert check {t}: {p} 2PN, {o} 1PN, {x} 3PN, {dg} degen.\n", d=D(add_days(er, 1), dstyle), t=hhmm(rng, 8, 10),
         p=str(pn2), o=str(rng.randint(0, 2)), x=str(rng.randint(0, 1)), dg=str(rng.randint(0, 2)))
    nb.f("D3   {d}  ", d=D(add_days(er, 3), dstyle))
    nb.t(", ".join("E%d %dc G%d" % (i + 1, rng.choice([6, 7, 8, 8, 8, 10]), rng.randint(1, 3)) for i in range(min(pn2, 6))))
    nb.t("%s\n" % (" ..." if pn2 > 6 else ""))
    nb.f("D5   {d}  ", d=D(add_days(er, 5), dstyle))
    grades = ["5AA", "4AA", "4AB", "4BA", "4BB", "3BB", "3BC", "5AB", "6AA", "2", "1"]
    nb.t(", ".join("E%d %s" % (i + 1, rng.choice(grades)) for i in range(blast)) or "no blasts, cont culture")
    nb.t("\n")
    nb.f("D6   {d}  {x}\n", d=D(add_days(er, 6), dstyle), x=rng.choice(["2 additional blasts (4BC, 3BB)", "arrested", "1 add'l 4BB bx + vit"]))
    nb.t("\nTE biopsy for PGT-A: %d embryos. Vitrified on %s, %d straws.\n" % (blast, rng.choice(["Cryotop", "Rapid-i", "HSV"]), max(1, blast)))
    nb.f("Biopsy kit to {lab}, requisition {rq}.\n", lab=(c.lab, "ORGANIZATION"), rq=(accession(rng, "PGT", er.year), "IDNUM"))
    if rng.random() < 0.5:
        nb.t("Media: G-TL, Global Total LP. Oil: OVOIL. QC pH %.2f, temp 37.0 C.\n" % rng.uniform(7.2, 7.35))
    nb.t("\nAUDIT TRAIL\n")
    ts = [(0, "retrieval record opened", u1), (0, "ICSI performed", u1), (0, "witness confirm dish labels", u2),
          (1, "fert check entered", rng.choice([u1, u2])), (3, "D3 grading", u2), (5, "biopsy/vitrification", u1),
          (5, "witness vitrification", u2)]
    hours = [8, 14, 14, 9, 10, 11, 11]
    for k, (off, act, u) in enumerate(ts[:rng.randint(4, 7)]):
        nb.f("{d} {t} | user {u} | {a}\n", d=D(add_days(er, off), "iso"),
             t="%02d:%02d" % (hours[k] + (1 if k == 2 else 0), rng.randint(0, 59)), u=(u, "USERNAME"), a=act)
    nb.f("\nEmbryologist: {n}, {cr}   Lab director: {ld}, PhD, HCLD\n", n=(e1.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["emb"]),
         ld=(c.docs[3].name("fml"), "DOCTOR"))
    nb.f("Pt notified of D5 results by phone {p} on {d}.\n", p=(c.pt_phone, "PHONE"), d=D(add_days(er, 5), dstyle))
    return nb, "embryology_lab_log"


def preauth(rng):
    c = make_ctx(rng, age_lo=26, age_hi=43)
    nb = NB()
    ds = c.ds
    doc, coord, rev = c.docs[0], c.docs[1], c.docs[2]
    plan_fax, plan_ph = phone(rng), phone(rng, style="plain1")
    nb.f("{i}\nUTILIZATION MANAGEMENT - INFERTILITY / ART PRIOR AUTHORIZATION REQUEST\n", i=(c.insurer, "ORGANIZATION"))
    nb.f("Fax completed form to {fx}  |  Provider line {ph}  |  {u}\n", fx=(plan_fax, "FAX"), ph=(plan_ph, "PHONE"),
         u=(url(rng, rng.choice(["providers/priorauth", "pa-forms", "provider/portal"])), "URL"))
    nb.f("Date of request: {d}     [ ] Standard  [{x}] Urgent\n\n", d=D(c.visit, ds), x=rng.choice([" ", "X"]))
    nb.t("SECTION A - MEMBER INFORMATION\n")
    nb.f("Member name: {n}\n", n=(c.pt.name(rng.choice(["LF", "lf", "LFM"])), "PATIENT"))
    nb.f("DOB: {d}   Sex: F   SSN: {s}\n", d=D(c.dob, ds), s=(ssn(rng), "SSN"))
    nb.f("Member ID: {m}   Group #: {g}\n", m=(c.member, "HEALTHPLAN"), g=(c.group, "HEALTHPLAN"))
    if rng.random() < 0.6:
        nb.f("Subscriber: {s} (spouse)   Subscriber ID: {sid}   Employer: {e}\n", s=(c.partner.name("fl"), "FAMILY"),
             sid=(healthplan(rng), "HEALTHPLAN"), e=(c.p_employer, "ORGANIZATION"))
    else:
        nb.f("Subscriber: self   Employer group: {e}\n", e=(c.employer, "ORGANIZATION"))
    nb.t("Address: ")
    addr_block(nb, c.addr, c.loc, sep=", ")
    nb.f("\nHome/cell: {p}   Email: {e}\n\n", p=(c.pt_phone, "PHONE"), e=(c.pt_email, "EMAIL"))
    nb.t("SECTION B - REQUESTING PROVIDER\n")
    nb.f("Rendering physician: {d}, MD   NPI: {n}\n", d=(doc.name("fl"), "DOCTOR"), n=(npi(rng), "LICENSE"))
    nb.f("Facility: {f}   Facility NPI: {n}\n", f=(c.fert, "HOSPITAL"), n=(npi(rng), "LICENSE"))
    nb.t("Address: ")
    addr_block(nb, c.site_addr, c.site_loc, sep=", ")
    nb.f("\nContact: {co}   Tel {p}   Fax {f}\n\n", co=(coord.name("fl"), "DOCTOR"), p=(c.site_phone + ext(rng), "PHONE"),
         f=(c.site_fax, "FAX"))
    nb.t("SECTION C - SERVICES REQUESTED\n")
    svc = [("58970", "Follicle puncture for oocyte retrieval"), ("89250", "Culture of oocyte(s)/embryo(s), <4 days"),
           ("89280", "Assisted oocyte fertilization (ICSI), <=10 oocytes"), ("89258", "Cryopreservation; embryo(s)"),
           ("89290", "Biopsy, oocyte polar body or embryo blastomere"), ("58974", "Embryo transfer, intrauterine"),
           ("76948", "US guidance for aspiration of ova"), ("58322", "Artificial insemination; intra-uterine"),
           ("S4015", "Complete IVF cycle, case rate"), ("J3490", "Ganirelix 250 mcg x6")]
    scen = rng.choice(PA_CASES)
    for code, desc in svc:
        if code in scen[1]:
            nb.t("  %s  %s  units %d\n" % (code, desc, 2 if code == "58322" else 1))
    nb.f("Dates of service: {a} - {b}\n", a=D(add_days(c.visit, rng.randint(10, 30)), ds), b=D(add_days(c.visit, rng.randint(40, 90)), ds))
    nb.t("Dx (ICD-10): %s\n\n" % scen[0])
    nb.t("SECTION D - CLINICAL SUMMARY\n")
    nb.f("{a} y/o, infertility x {m} mo. AMH {amh}, FSH {fsh}. ", a=(str(c.age), "AGE"), m=str(rng.randint(12, 60)),
         amh="%.2f" % rng.uniform(0.2, 5), fsh="%.1f" % rng.uniform(4, 15))
    if scen[2] == "iui":
        nb.f("Failed IUI x3 ({d1}, {d2}, {d3}). ", d1=D(add_days(c.visit, -rng.randint(150, 200)), "md"),
             d2=D(add_days(c.visit, -rng.randint(100, 140)), "md"), d3=D(add_days(c.visit, -rng.randint(40, 90)), "my_num"))
    elif scen[2] == "onc":
        nb.f("New dx {x} on {d}; chemo start planned {d2}. ", x=rng.choice(["breast ca (ER+)", "Hodgkin lymphoma", "colon ca"]),
             d=D(add_days(c.visit, -rng.randint(7, 20)), "md"), d2=D(add_days(c.visit, rng.randint(14, 28)), "md"))
    nb.t(scen[3] + "\n")
    st = c.loc["state"]
    nb.f("Member resides in {s}; request under state infertility mandate (ART benefit), lifetime max {x}.\n", s=(st, "STATE"),
         x=rng.choice(["$15,000", "3 retrievals", "$25,000 Rx + medical", "4 cycles"]))
    if scen[2] == "onc":
        nb.f("Fertility preservation referral from Dr. {o}, {h} oncology.\n", o=(c.docs[4].name("fl"), "DOCTOR"), h=(c.hosp, "HOSPITAL"))
    nb.f("\nPhysician signature: {d}       Date: {dt}\n", d=(doc.name("fL"), "DOCTOR"), dt=D(c.visit, ds))
    nb.t("\n---- FOR PLAN USE ONLY ----\n")
    nb.f("Case #: {c}   Received {d} {t} via fax   Reviewer: {r}, RN\n", c=(accession(rng, "UM", c.visit.year), "IDNUM"),
         d=D(add_days(c.visit, rng.randint(0, 2)), "mdy"), t=hhmm(rng), r=(rev.name("fl"), "DOCTOR"))
    dec = rng.choice(["APPROVED", "APPROVED - 1 retrieval + 1 FET", "PENDED - need SA report", "DENIED - no ART benefit on plan",
                      "PARTIAL - PGT not covered"])
    if dec.startswith("APPROVED") or dec.startswith("PARTIAL"):
        nb.f("Determination: {x}   Auth # {a}   Valid {v1} through {v2}\n", x=dec, a=(letters(rng, 2) + digits(rng, 8), "IDNUM"),
             v1=D(add_days(c.visit, 5), "mdy"), v2=D(add_days(c.visit, 185), "mdy"))
    else:
        nb.f("Determination: {x}   Ref # {a}   Letter mailed to member {d}\n", x=dec, a=(letters(rng, 2) + digits(rng, 8), "IDNUM"),
             d=D(add_days(c.visit, rng.randint(3, 9)), "mdy"))
    if rng.random() < 0.4:
        nb.f("Peer-to-peer w/ Dr. {m} (medical director) available: {p}\n", m=(c.docs[5].name("l"), "DOCTOR"), p=(phone(rng) + ext(rng), "PHONE"))
    return nb, "insurance_preauth_fertility"


PA_CASES = [
    ("N97.1 Female infertility of tubal origin, Z31.83", ["58970", "89250", "89258", "58974", "76948", "S4015"], "tubal",
     "HSG w/ bilateral proximal occlusion; tubal cannulation failed."),
    ("N97.9 Female infertility, unsp; N46.9 male infertility", ["58970", "89250", "89280", "58974", "76948"], "iui",
     "Partner SA: TMSC 3.2 M, strict morph 1%."),
    ("E28.2 PCOS, N97.0 anovulation", ["58322", "J3490"], "iui", "Letrozole ovulatory but no pregnancy; request IUI w/ gonadotropins."),
    ("Z31.84 Encounter for fertility preservation procedure", ["58970", "89258", "76948", "J3490"], "onc",
     "Oncology referral - oocyte/embryo cryopreservation before gonadotoxic therapy."),
    ("N96 Recurrent pregnancy loss, Z31.430", ["58970", "89250", "89290", "89258", "58974"], "rpl",
     "3 losses, parental karyotypes nl; request IVF with PGT-A."),
    ("N80.0 Endometriosis, N97.8", ["58970", "89250", "89280", "89258", "58974", "76948"], "iui",
     "Stage III endometriosis on lap; AMH low for age."),
]
SA_CASES = [
    ("DIAGNOSTIC (WHO 6th ed.)", (1.5, 5.0), (16, 110), (40, 75), (4, 14), "Normozoospermia."),
    ("DIAGNOSTIC (WHO 6th ed.)", (1.0, 3.5), (2, 14), (10, 38), (0, 3), "Oligoasthenoteratozoospermia."),
    ("DIAGNOSTIC + DNA FRAGMENTATION", (1.5, 4.5), (10, 60), (25, 55), (2, 6), "DFI 31% (high); consider ICSI."),
    ("DIAGNOSTIC (WHO 6th ed.)", (0.8, 3.0), (0, 0), (0, 0), (0, 0), "Azoospermia - centrifuged pellet examined, no sperm seen."),
    ("POST-VASECTOMY", (1.0, 4.0), (0, 0), (0, 0), (0, 0), "No sperm seen in centrifuged pellet - cleared for contraception."),
    ("POST-VASECTOMY", (1.0, 4.0), (0.1, 0.1), (0, 0), (0, 0), "Rare nonmotile sperm (<100,000/mL); repeat in 6 wk."),
    ("PRE-IUI PREP", (1.5, 5.0), (15, 90), (35, 70), (3, 10), "Post-wash TMSC calculated; specimen to IUI room."),
]


def semen(rng):
    c = make_ctx(rng, age_lo=26, age_hi=44)
    nb = NB()
    ds = c.ds
    man = person(rng, "M")
    mage = rng.randint(24, 55)
    mdob = add_days(c.visit, -(mage * 365 + rng.randint(20, 340)))
    tech, dirr, doc = c.docs[0], c.docs[1], c.docs[2]
    nb.f("{f} - Andrology Laboratory\n", f=(c.fert, "HOSPITAL"))
    if rng.random() < 0.6:
        addr_block(nb, c.site_addr, c.site_loc, sep=", ")
        nb.f("   Ph {p}\n", p=(c.site_phone, "PHONE"))
    sc = rng.choice(SA_CASES)
    nb.t("\nSEMEN ANALYSIS - %s\n\n" % sc[0])
    nb.f("Patient: {n}     DOB: {d} ({a})     MRN: {m}\n", n=(man.name(rng.choice(["LF", "LFM", "lf"])), "PATIENT"),
         d=D(mdob, ds), a=(str(mage), "AGE"), m=(mrn(rng), "MRN"))
    nb.f("Partner: {p} (MRN {pm})\n", p=(c.pt.name("fl"), "FAMILY"), pm=(c.mrn, "MRN"))
    nb.f("Ordering: {d}, MD     Specimen ID: {s}\n", d=(doc.name("fl"), "DOCTOR"), s=(accession(rng, "AND", c.visit.year), "IDNUM"))
    k = rng.randrange(3)
    nb.t("ID verified: ")
    if k == 0:
        nb.f("driver's license {st} {l}", st=(c.loc["st"], "STATE"), l=(letters(rng, 1) + digits(rng, rng.choice([7, 8, 12])), "LICENSE"))
    elif k == 1:
        nb.f("fingerprint scan, template ID {b}", b=(bioid(rng), "BIOID"))
    else:
        nb.f("photo ID + fingerprint {b}; DL# {l}", b=(bioid(rng), "BIOID"), l=(digits(rng, 9), "LICENSE"))
    nb.t("\n")
    where = rng.random() < 0.6
    if where:
        nb.f("Collected: {d} {t}, on site, collection room {r}\n", d=D(c.visit, ds), t=hhmm(rng, 7, 11),
             r=(rng.choice(["2", "3", "B", "A-4", "1"]), "LOCATION_OTHER"))
    else:
        h0, m0, mm = rng.randint(6, 8), rng.randint(0, 20), rng.randint(20, 39)
        nb.f("Collected: {d} {t} at home; received {t2} ({m} min), kept at body temp\n", d=D(c.visit, ds), t="%02d:%02d" % (h0, m0),
             t2="%02d:%02d" % (h0, m0 + mm), m=str(mm))
    nb.t("Abstinence: %d days   Complete collection: %s\n\n" % (rng.randint(1, 7), rng.choice(["yes", "yes", "no - first portion lost"])))
    nb.t("PARAMETER              RESULT       REF (5th %ile)\n")
    vol = rng.uniform(*sc[1])
    conc = rng.uniform(*sc[2])
    mot = rng.randint(*sc[3])
    rows = [("Volume", "%.1f mL" % vol, ">=1.4 mL"), ("pH", "%.1f" % rng.uniform(7.2, 8.2), ">=7.2"),
            ("Liquefaction", "%d min" % rng.choice([15, 20, 30, 45]), "<60 min"),
            ("Concentration", "%.1f M/mL" % conc, ">=16 M/mL"), ("Total count", "%.1f M" % (conc * vol), ">=39 M"),
            ("Total motility", "%d %%" % mot, ">=42 %"), ("Progressive", "%d %%" % int(mot * rng.uniform(0.6, 0.85)), ">=30 %"),
            ("Morphology (strict)", ("%d %%" % rng.randint(*sc[4])) if conc else "n/a", ">=4 %"),
            ("Vitality", ("%d %%" % rng.randint(30, 90)) if conc else "n/a", ">=54 %"),
            ("Round cells", "%.1f M/mL" % rng.uniform(0, 3), "<1.0"), ("Agglutination", rng.choice(["none", "1+ head-head"]), "")]
    for r in rows:
        nb.t(("%-22s %-12s %s" % r).rstrip() + "\n")
    nb.t("\nComment: %s\n" % sc[5])
    nb.f("Performed by: {t}, {cr}     Reviewed: {d}, PhD, HCLD\n", t=(tech.name("fl"), "DOCTOR"), cr=rng.choice(CREDS["andro"]),
         d=(dirr.name("fl"), "DOCTOR"))
    nb.f("Reported {d} {t}", d=D(c.visit, ds), t=hhmm(rng, 11, 17))
    if rng.random() < 0.5:
        nb.f("; copy to {p} via portal (user {u})", p=(c.pt.name("f"), "FAMILY"), u=(c.pt.user(rng), "USERNAME"))
    nb.t(".\n")
    return nb, "andrology_semen_analysis"
