"""Clinical genetics clinic letters and genetic counselling notes."""
from phi import Doc, P, F, U
from world import num_words
from common import (make_patient, dr, sign_line, time_str, he, his, him, make_gp, sex_word, lic, letterhead, sec_initials)

REL_SEX = {"mother": "F", "father": "M", "sister": "F", "brother": "M", "maternal aunt": "F", "paternal aunt": "F",
           "maternal uncle": "M", "paternal uncle": "M", "maternal grandmother": "F", "paternal grandmother": "F",
           "maternal grandfather": "M", "paternal grandfather": "M", "daughter": "F", "son": "M", "cousin": None,
           "maternal cousin": None, "paternal cousin": None, "nephew": "M", "niece": "F"}


def relative(ctx, pt, rel, same_family=None):
    sx = REL_SEX.get(rel) or ctx.ch("FM")
    fam = None
    if same_family is None:
        same_family = rel in ("father", "brother", "sister", "paternal aunt", "paternal uncle", "paternal grandfather",
                              "paternal grandmother", "son", "daughter") and ctx.chance(0.7)
    if same_family:
        fam = pt.family
    p = ctx.person("FAMILY", sex=sx, origin=pt.origin, family=fam)
    p.rel = rel
    return p


INDICATIONS = ["brca", "lynch", "hd", "cf", "fh", "hcm", "trans", "fragx"]


def build_case(ctx, pt, ind):
    """Return dict: title, summary(list), fh(list of parts paragraphs), table rows, test parts, plan list."""
    words = ctx.chance(0.25)
    A = lambda a: P(num_words(a) if words else str(a), "AGE")
    c = {"rels": []}
    if ind == "brca":
        mum = relative(ctx, pt, "mother")
        aunt = relative(ctx, pt, "maternal aunt")
        gm = relative(ctx, pt, "maternal grandmother")
        sis = relative(ctx, pt, "sister", same_family=True)
        m_dx, m_d = ctx.ri(36, 49), ctx.ri(50, 62)
        a_dx = ctx.ri(48, 66)
        c["title"] = "Family history of breast and ovarian cancer"
        c["clinic"] = "Cancer Genetics clinic"
        c["fh"] = [
            F("{His} mother, {mn}, was diagnosed with breast cancer at the age of {mdx} and died aged {md} in {yr}. ",
              His=his(pt, True), mn=mum.full(), mdx=A(m_dx), md=A(m_d), yr=ctx.Dy(ctx.today.year - ctx.ri(3, 25))),
            F("{His} maternal aunt, {an}, had high-grade serous ovarian cancer diagnosed at {adx}; she is now {anow} and lives in {ctry}. ",
              His=his(pt, True), an=aunt.giv(), adx=A(a_dx), anow=A(a_dx + ctx.ri(2, 10)), ctry=ctx.country(pt.origin)),
            F("The maternal grandmother, {gn}, is thought to have had breast cancer in her {gdec} but records are not available. ",
              gn=gm.full(), gdec=P("%d0s" % ctx.ri(5, 7), "AGE")),
            F("{His} only sister, {sn} ({sage}), is well and has had no screening.", His=his(pt, True), sn=sis.giv(), sage=A(max(18, pt.age + ctx.ri(-8, 8)))),
        ]
        c["rows"] = [("Mother", mum.full(), "Breast cancer", m_dx, "d. %d" % m_d), ("Maternal aunt", aunt.full(), "Ovarian cancer (HGSC)", a_dx, "alive"),
                     ("Maternal grandmother", gm.full(), "Breast cancer", None, "deceased"), ("Sister", sis.full(), "-", None, "alive")]
        c["gene"] = "BRCA1/BRCA2/PALB2/RAD51C/RAD51D panel"
        c["result"] = ctx.ch(["a pathogenic variant in BRCA1, c.68_69del p.(Glu23ValfsTer17)",
                              "a pathogenic variant in BRCA2, c.5946del p.(Ser1982ArgfsTer22)",
                              "no pathogenic variant in the genes tested"])
        c["plan"] = ["Annual breast MRI from now (age-appropriate) via the family history service",
                     "Discuss risk-reducing bilateral salpingo-oophorectomy at 35-40",
                     "Referral to breast surgeon to discuss risk-reducing mastectomy if wished",
                     F("Cascade testing offered to {s}; family letter provided", s=sis.giv())]
        c["rels"] = [mum, aunt, sis]
    elif ind == "lynch":
        dad = relative(ctx, pt, "father")
        pa = relative(ctx, pt, "paternal aunt")
        bro = relative(ctx, pt, "brother", same_family=True)
        c["title"] = "Colorectal cancer with MMR deficiency - ?Lynch syndrome"
        c["clinic"] = "Cancer Genetics clinic"
        d_dx = ctx.ri(44, 58)
        c["fh"] = [
            F("{Pt} was diagnosed with a caecal adenocarcinoma in {my} (aged {dx}), treated by right hemicolectomy at {h}. "
              "Tumour immunohistochemistry showed loss of MSH2 and MSH6. ", Pt=pt.titled(), my=ctx.Dmy(ctx.days(-ctx.ri(60, 400))),
              dx=A(pt.age - ctx.ri(0, 1)), h=ctx.H(ctx.hospital())),
            F("{His} father, {dn}, had bowel cancer at {ddx} and died at {dd}. ", His=his(pt, True), dn=dad.full(), ddx=A(d_dx), dd=A(d_dx + ctx.ri(3, 20))),
            F("A paternal aunt, {an}, had endometrial cancer at {adx} and lives in {city}. ", an=pa.full(), adx=A(ctx.ri(42, 55)), city=P(ctx.town()["name"], "CITY")),
            F("{His} brother {bn} (aged {ba}) has never had a colonoscopy.", His=his(pt, True), bn=bro.giv(), ba=A(pt.age + ctx.ri(-6, 6))),
        ]
        c["rows"] = [("Father", dad.full(), "Colorectal cancer", d_dx, "deceased"), ("Paternal aunt", pa.full(), "Endometrial cancer", None, "alive"),
                     ("Brother", bro.full(), "-", None, "alive")]
        c["gene"] = "Lynch syndrome genes (MLH1, MSH2, MSH6, PMS2, EPCAM)"
        c["result"] = ctx.ch(["a pathogenic variant in MSH2, c.942+3A>T", "a likely pathogenic variant in MSH6, c.3261dup p.(Phe1088LeufsTer5)"])
        c["plan"] = ["2-yearly colonoscopy (bowel screening programme surveillance)", "Aspirin 150 mg daily discussed (after GI bleed risk review)",
                     "Gynaecological risk management to be discussed" if pt.sex == "F" else "Urinalysis not routinely recommended",
                     F("Predictive testing offered to {b}", b=bro.full())]
        c["rels"] = [dad, pa, bro]
    elif ind == "hd":
        dad = relative(ctx, pt, "father")
        gm = relative(ctx, pt, "paternal grandmother")
        sup = ctx.person("FAMILY", sex=ctx.ch("FM"))
        c["title"] = "Predictive testing for Huntington's disease"
        c["clinic"] = "Neurogenetics clinic"
        dd = ctx.ri(45, 58)
        c["fh"] = [
            F("{His} father, {dn}, was diagnosed with Huntington's disease at {dd} (CAG 44 repeats) and is now in a nursing home, {nh}. ",
              His=his(pt, True), dn=dad.full(), dd=A(dd), nh=P(ctx.ch(["Rosewood Lodge", "Heatherbank Care Home", "Kilbride Nursing Home",
                                                                        "St %s's Nursing Home" % ctx.ch(["Anne", "Joseph", "Martha"]), "Waterside Care Centre"]), "HOSPITAL")),
            F("The paternal grandmother, {gn}, died at {ga} in {yr} with a diagnosis of 'dementia'. ", gn=gm.full(), ga=A(ctx.ri(58, 70)),
              yr=ctx.Dy(ctx.today.year - ctx.ri(20, 40))),
            F("{Pt} attended with {his} friend {sn}, who will act as supporter through the protocol.", Pt=pt.titled(), his=his(pt), sn=sup.full()),
        ]
        c["rows"] = [("Father", dad.full(), "Huntington's disease", dd, "alive"), ("Paternal grandmother", gm.full(), "?HD", None, "deceased")]
        c["gene"] = "HTT CAG repeat analysis"
        c["result"] = ctx.ch(["an expanded allele of 41 CAG repeats (fully penetrant range)", "two alleles of 17 and 19 CAG repeats (normal range)"])
        c["plan"] = [F("Second counselling appointment {d}", d=ctx.Dwk(ctx.days(ctx.ri(14, 40)))),
                     "Result to be given in person with supporter present", "Psychology support offered",
                     "Insurance implications discussed (moratorium)"]
        c["rels"] = [dad]
    elif ind == "cf":
        part = ctx.person("FAMILY", sex="M" if pt.sex == "F" else "F")
        part.rel = "partner"
        pbro = relative(ctx, part, "brother", same_family=True)
        c["title"] = "Cystic fibrosis carrier testing (pre-conception)"
        c["clinic"] = "General Genetics clinic"
        c["fh"] = [
            F("{Pt} and {his} partner {pn} are planning a pregnancy. {pn2}'s brother, {bn}, has cystic fibrosis (F508del homozygous) "
              "and is under the adult CF centre at {h}. ", Pt=pt.titled(), his=his(pt), pn=part.full(), pn2=part.giv(), bn=pbro.giv(),
              h=ctx.H(ctx.hospital())),
            F("{pn} is {pa}; there is no known family history of CF on {Pt}'s side, whose family is from {c}.",
              pn=part.giv(), pa=A(ctx.ri(25, 42)), Pt=pt.giv(), c=ctx.country(pt.origin)),
        ]
        c["rows"] = [("Partner", part.full(), "Tested", None, "alive"), ("Partner's brother", pbro.full(), "Cystic fibrosis", None, "alive")]
        c["gene"] = "CFTR extended panel (both partners)"
        c["result"] = ctx.ch(["that the partner carries F508del and the patient carries no variant detected (residual risk ~1 in 4,000)",
                              "that both partners carry a CFTR variant (F508del and G551D) - 1 in 4 risk in each pregnancy"])
        c["plan"] = ["If both carriers: options discussed (PGT-M via IVF, prenatal diagnosis by CVS, donor gametes)",
                     F("Referral to {f} for PGT-M information if requested", f=P(ctx.ch(["%s Fertility Centre", "%s Reproductive Medicine Unit"]) % ctx.town()["name"], "HOSPITAL")),
                     "Copy of results to both partners"]
        c["rels"] = [part]
    elif ind == "fh":
        dad = relative(ctx, pt, "father")
        kid = relative(ctx, pt, ctx.ch(["son", "daughter"]), same_family=True)
        c["title"] = "Familial hypercholesterolaemia"
        c["clinic"] = "Inherited Cardiac Conditions clinic"
        c["fh"] = [
            F("{Pt} has an untreated LDL-cholesterol of %.1f mmol/L, tendon xanthomata and corneal arcus. " % (ctx.ri(55, 92) / 10), Pt=pt.titled()),
            F("{His} father, {dn}, had a myocardial infarction at {da} and CABG at {h} in {yr}. ", His=his(pt, True), dn=dad.full(),
              da=A(ctx.ri(39, 52)), h=ctx.H(ctx.hospital()), yr=ctx.Dy(ctx.today.year - ctx.ri(5, 30))),
            F("{He} has a {kr}, {kn}, aged {ka}.", He=he(pt, True), kr=kid.rel, kn=kid.giv(), ka=A(ctx.ri(4, 17))),
        ]
        c["rows"] = [("Father", dad.full(), "MI", None, ctx.ch(["alive", "deceased"])), (kid.rel.capitalize(), kid.full(), "-", None, "alive")]
        c["gene"] = "FH panel (LDLR, APOB, PCSK9)"
        c["result"] = ctx.ch(["a pathogenic variant in LDLR, c.313+1G>A", "a pathogenic variant in APOB, c.10580G>A p.(Arg3527Gln)"])
        c["plan"] = ["High-intensity statin + ezetimibe; lipid clinic follow-up", F("Cascade testing for {k} (paediatric lipid clinic)", k=kid.giv()),
                     "Family letter for siblings"]
        c["rels"] = [dad, kid]
    elif ind == "hcm":
        bro = relative(ctx, pt, "brother", same_family=True)
        mum = relative(ctx, pt, "mother")
        c["title"] = "Sudden cardiac death in a young relative"
        c["clinic"] = "Inherited Cardiac Conditions clinic"
        ba = ctx.ri(17, 32)
        c["fh"] = [
            F("{His} brother, {bn}, died suddenly aged {ba} in {my} while playing for {club}. Post-mortem at {h} showed "
              "hypertrophic cardiomyopathy (septum 24 mm). ", His=his(pt, True), bn=bro.full(), ba=A(ba),
              my=ctx.Dmy(ctx.days(-ctx.ri(100, 2000))), club=P("%s %s" % (ctx.town()["name"], ctx.ch(["Rugby Club", "GAA Club" if ctx.loc == "IE" else "Cricket Club", "Football Club", "Hockey Club"])), "ORGANIZATION"),
              h=ctx.H(ctx.hospital())),
            F("Their mother, {mn} ({ma}), has had an ICD since {yr} (device serial {sn}) for non-sustained VT.",
              mn=mum.full(), ma=A(min(95, pt.age + ctx.ri(20, 32))), yr=ctx.Dy(ctx.today.year - ctx.ri(2, 12)), sn=ctx.device_sn("ppm")),
        ]
        c["rows"] = [("Brother", bro.full(), "SCD, HCM at PM", ba, "deceased"), ("Mother", mum.full(), "HCM, ICD", None, "alive")]
        c["gene"] = "Cardiomyopathy panel (molecular autopsy sample from brother)"
        c["result"] = ctx.ch(["a pathogenic variant in MYBPC3, c.1504C>T p.(Arg502Trp)", "a likely pathogenic variant in MYH7, c.1988G>A p.(Arg663His)"])
        c["plan"] = ["ECG, echo and cardiac MRI", "Predictive genetic testing offered and accepted today", "Avoid competitive sport pending results"]
        c["rels"] = [bro, mum]
    elif ind == "trans":
        part = ctx.person("FAMILY", sex="M" if pt.sex == "F" else "F")
        part.rel = "partner"
        c["title"] = "Recurrent pregnancy loss - parental karyotype"
        c["clinic"] = "Reproductive Genetics clinic"
        c["fh"] = [
            F("{Pt} and {his} {rel} {pn} have had three first-trimester miscarriages ({d1}, {d2} and {d3}). ",
              Pt=pt.titled(), his=his(pt), rel=ctx.ch(["husband", "partner"]) if pt.sex == "F" else "partner", pn=part.full(),
              d1=ctx.Dmy(ctx.days(-ctx.ri(700, 900))), d2=ctx.Dmy(ctx.days(-ctx.ri(300, 600))), d3=ctx.Dmy(ctx.days(-ctx.ri(60, 200)))),
            "Products of conception from the last loss showed an unbalanced karyotype, prompting parental testing.",
        ]
        c["rows"] = [("Partner", part.full(), "Karyotype normal", None, "alive")]
        c["gene"] = "G-banded karyotype (both partners)"
        c["result"] = ctx.ch(["a balanced reciprocal translocation 46,XX,t(11;22)(q23;q11.2) in the patient",
                              "a balanced Robertsonian translocation 45,XY,der(13;14)(q10;q10) in the partner"])
        c["plan"] = ["Options: natural conception with prenatal testing, PGT-SR, donor gametes",
                     F("Referral to {f}", f=P(ctx.ch(["%s Fertility", "%s Reproductive Medicine Unit", "%s IVF"]) % ctx.town()["name"], "HOSPITAL")),
                     "Cascade karyotyping for siblings"]
        c["rels"] = [part]
    else:  # fragile X
        sis = relative(ctx, pt, "sister", same_family=True)
        neph = relative(ctx, sis, "nephew")
        c["title"] = "Premature ovarian insufficiency - FMR1" if pt.sex == "F" else "Family history of fragile X syndrome"
        c["clinic"] = "General Genetics clinic"
        c["fh"] = [
            F("{Pt} was diagnosed with premature ovarian insufficiency at {a} (FSH %d IU/L on two occasions). " % ctx.ri(40, 110),
              Pt=pt.titled(), a=A(ctx.ri(29, 38))) if pt.sex == "F" else F("{Pt} was referred after {his} nephew's diagnosis. ", Pt=pt.titled(), his=his(pt)),
            F("{His} sister {sn} has a son, {nn}, aged {na}, who was diagnosed with fragile X syndrome at {h} in {yr}.",
              His=his(pt, True), sn=sis.giv(), nn=neph.giv(), na=A(ctx.ri(3, 12)), h=ctx.H(ctx.hospital()), yr=ctx.Dy(ctx.today.year - ctx.ri(1, 5))),
        ]
        c["rows"] = [("Sister", sis.full(), "FMR1 premutation carrier", None, "alive"), ("Nephew", neph.full(), "Fragile X syndrome", None, "alive")]
        c["gene"] = "FMR1 CGG repeat analysis"
        c["result"] = ctx.ch(["a premutation allele of 86 CGG repeats", "a premutation allele of 72 CGG repeats"])
        c["plan"] = ["Reproductive options discussed (PGT-M, egg donation)", "FXTAS risk to male premutation relatives explained", "Offer testing to other sisters"]
        c["rels"] = [sis, neph]
    return c


def table(ctx, rows, bar=True):
    out = []
    if bar:
        out.append("Relative            | Name                  | Condition               | Age at dx | Status\n")
        out.append("-" * 92 + "\n")
    for rel, name, cond, adx, status in rows:
        out += [rel.ljust(20), "| ", name, " " * max(1, 22 - len(name.text)), "| ", cond.ljust(24), "| "]
        if adx:
            out += [P(str(adx), "AGE"), " " * (10 - len(str(adx)))]
        else:
            out.append("-".ljust(10))
        if status.startswith("d. "):
            out += ["| d. ", P(status[3:], "AGE"), "\n"]
        else:
            out += ["| ", status, "\n"]
    return out


def layout_letter(ctx, pt, ind, to_patient=False):
    d = Doc()
    h = ctx.hospital()
    gen = ctx.staff("geneticist", title="Dr")
    gc = ctx.staff("counsellor")
    c = build_case(ctx, pt, ind)
    d.w(letterhead(ctx, h, ctx.ch(["Department of Clinical Genetics", "Regional Genetics Service", "Clinical Genetics Service", "Centre for Genomic Medicine"]),
                   email_user=ctx.ch(["genetics.admin", "clinical.genetics", "genetics-referrals"])))
    d.w("\n")
    natlab, nat = pt.natid
    d.w("Our ref: ", ctx.accession("gen"), "   Family no: ", ctx.accession("family"), "\n")
    d.w(natlab, ": ", nat, "\n")
    clinic_d = ctx.days(-ctx.ri(3, 20))
    d.w("Clinic date: ", ctx.D(clinic_d), "   Typed: ", ctx.D(ctx.days(-ctx.ri(0, 2))), "\n\n")
    gp, prac = make_gp(ctx)
    if to_patient:
        d.w(pt.titled_full(), "\n", ctx.addr_lines(pt.addr), "\n\n")
        d.w("Dear ", pt.titled(), ",\n\n")
    else:
        d.w(dr(gp, "full"), "\n", P(prac["name"], "HOSPITAL"), "\n")
        pa = ctx.address(town=prac["town"])
        pa["street"] = prac["street"]
        d.w(ctx.addr_lines(pa), "\n\n")
        d.w("Dear ", dr(gp, "fam"), ",\n\n")
        d.w("Re: ", pt.full_mid(), ", DOB ", ctx.D(pt.dob), "\n    ", ctx.addr_inline(pt.addr), "\n\n")
        d.w("Diagnosis / reason for referral: ", c["title"], "\n\n")
    acc = ctx.ch(["", "her husband ", "his wife ", "her mother ", "a friend "]) if ctx.chance(0.6) else ""
    who = "you" if to_patient else pt.titled()
    if to_patient:
        d.w("Thank you for coming to see ", ctx.ch(["me", "us"]), " in the ", c["clinic"], " at ", ctx.H(h), " on ", ctx.D(clinic_d), ". ")
        d.w("As promised, I am writing to summarise what we discussed.\n\n")
    else:
        d.w("I saw ", pt.titled(), " in the ", c["clinic"], " at ", ctx.H(h), " on ", ctx.D(clinic_d))
        if pt.nok and ctx.chance(0.6):
            d.w(", accompanied by ", his(pt), " ", pt.nok.rel, " ", pt.nok.giv())
        d.w(". ", pt.titled(), " is a ", P(str(pt.age), "AGE"), "-year-old ", "retired " if pt.retired else "", pt.prof, ". ")
        d.w("Thank you for referring ", him(pt), ".\n\n")
    d.w("Family history\n", c["fh"], "\n\n")
    if ctx.chance(0.6):
        d.w(table(ctx, c["rows"]), "\n")
    labname = P(ctx.ch(["%s Genomics Laboratory", "North %s Regional Molecular Genetics Laboratory", "%s Genetics Laboratory"]) % h["town"]["name"], "HOSPITAL")
    sent = ctx.days(-ctx.ri(30, 120)) if ctx.chance(0.6) else None
    if sent:
        d.w("Genetic testing\nA blood sample (lab no. ", ctx.accession("lab"), ") was sent to ", labname, " on ", ctx.D(sent), " for ", c["gene"],
            ". The report dated ", ctx.D(ctx.days(-ctx.ri(1, 25))), " shows ", c["result"], ".\n\n")
    else:
        d.w("Genetic testing\nWe discussed testing (", c["gene"], ") and ", "you" if to_patient else pt.titled(),
            " gave consent. A sample was taken today and sent to ", labname, " (sample ID ", ctx.accession("lab"), "); results are expected in about ",
            ctx.ch(["4", "6", "8", "12"]), " weeks.\n\n")
    if ctx.chance(0.3):
        d.w("The wider family is due to get together at ", ctx.holiday(), " and ", pt.titled() if not to_patient else "you", " intend",
            "" if to_patient else "s", " to share the family letter then.\n\n")
    d.w("Plan\n")
    for it in c["plan"]:
        d.w(" - ", it, "\n")
    d.w(" - Follow-up appointment: ", ctx.Dwk(ctx.days(ctx.ri(20, 120))), " at ", time_str(ctx, 9, 16), "\n\n")
    d.w("If there are any questions please contact ", gc.full(), ", Genetic Counsellor, on ", ctx.phone("land"), " or ", ctx.email_for(gc, h["domain"]), ".\n\n")
    d.w("Yours sincerely,\n\n\n", dr(gen, "full"), "\n", ctx.ch(["Consultant Clinical Geneticist", "Consultant in Clinical Genetics", "Clinical Geneticist"]), "\n")
    if ctx.loc in ("UK", "IE", "NZ", "AU"):
        d.w(lic(ctx, gen), "\n")
    d.w("\n", gc.full(), "\n", ctx.ch(["Genetic Counsellor", "Principal Genetic Counsellor", "Genetic Counsellor (Registered)"]), "\n\n")
    if to_patient:
        d.w("cc: ", dr(gp, "full"), ", ", P(prac["name"], "HOSPITAL"), "\n")
    else:
        d.w("cc: ", pt.titled_full(), ", ", ctx.addr_inline(pt.addr), "\n")
    if ctx.chance(0.5):
        d.w("cc: ", dr(ctx.staff("ref", title=ctx.ch(["Mr", "Dr", "Ms"])), "full"), ", ", ctx.H(ctx.hospital()), "\n")
    d.w(gen.initials(False), "/", sec_initials(ctx), "\n")
    return d


def layout_us_gc(ctx, pt, ind):
    d = Doc()
    h = ctx.hospital()
    c = build_case(ctx, pt, ind)
    gc = ctx.staff("counsellor")
    gen = ctx.staff("geneticist", title="Dr.")
    d.w(ctx.H(h), " - ", ctx.ch(["Cancer Genetics Program", "Division of Medical Genetics", "Genetic Counseling Services"]), "\n")
    d.w("GENETIC COUNSELING CONSULTATION\n\n")
    d.w(F("Patient: {n}   DOB: {d}   MRN: {m}\n", n=pt.LF(), d=ctx.D(pt.dob), m=pt.mrn))
    lab, hp = pt.hp
    d.w("Insurance: ", lab, " ", hp, "\n")
    d.w("Date of visit: ", ctx.D(ctx.today), "    Visit type: ", ctx.ch(["in person", "telehealth (video)"]), "\n")
    ref = ctx.staff("ref", title="Dr.")
    d.w("Referring provider: ", dr(ref, "full"), ", ", ctx.H(ctx.hospital()), "\n")
    d.w("Genetic counselor: ", gc.full(), ", MS, CGC   Supervising geneticist: ", dr(gen, "full"), ", MD\n\n")
    if ctx.chance(0.5):
        d.w("Telehealth: patient located at home in ", P(pt.addr["city"], "CITY"), ", ", P(pt.addr["state"], "STATE"),
            "; connection logged from ", ctx.ip(), ". Identity verified with DOB and address.\n\n")
    d.w("INDICATION: ", c["title"], ".\n\n")
    d.w("HISTORY: ", pt.titled(), " is a ", P(str(pt.age), "AGE"), " y.o. ", "retired " if pt.retired else "", pt.prof, " referred by ", dr(ref, "fam"), ".\n\n")
    d.w("FAMILY HISTORY (three-generation pedigree obtained and scanned to chart):\n", c["fh"], "\n")
    d.w("Ancestry: maternal - ", ctx.country(pt.origin), "; paternal - ", ctx.country(pt.origin if ctx.chance(0.6) else None), ". Consanguinity denied.\n\n")
    d.w(table(ctx, c["rows"]), "\n")
    d.w("TESTING: ", c["gene"], " ordered through ", P(ctx.ch(["Helixa Diagnostics", "Genomind Clinical Laboratory", "Meridian Molecular Labs", "Ardent Genomics"]), "HOSPITAL"),
        ". Requisition #", ctx.accession("order"), "; order ID ", ctx.accession("gen"), ". Estimated out-of-pocket cost discussed.\n")
    if ctx.chance(0.5):
        d.w("Result (", ctx.D(ctx.days(-ctx.ri(1, 10))), "): ", c["result"], ".\n")
    d.w("\nPLAN:\n")
    for it in c["plan"]:
        d.w("- ", it, "\n")
    d.w("- GINA protections reviewed; life insurance implications discussed.\n")
    d.w("- Results disclosure visit ", ctx.D(ctx.days(ctx.ri(14, 40))), "\n\n")
    d.w("Time spent: ", str(ctx.ri(40, 75)), " minutes, >50% counseling.\n\n")
    gc.cred = "MS, CGC"
    d.w(sign_line(ctx, gc, when=ctx.today, time=time_str(ctx), lic=False, esign=True))
    d.w("NPI ", P("1%09d" % ctx.ri(0, 999999999), "LICENSE"), "   Tel ", ctx.phone("ext"), "\n")
    d.w("cc: ", dr(ref, "full"), "; patient via portal (", ctx.url(h["domain"], "portal"), ")\n")
    return d


def generate(ctx):
    ind = ctx.ch(INDICATIONS)
    sex = "F" if ind in ("brca", "fragx") and ctx.chance(0.85) else ("F" if ind in ("trans", "cf") and ctx.chance(0.6) else None)
    ar = {"hd": (21, 45), "cf": (23, 41), "trans": (25, 42), "fragx": (24, 40), "brca": (24, 60), "lynch": (32, 58), "fh": (25, 55), "hcm": (16, 50)}[ind]
    pt = make_patient(ctx, sex=sex, age_range=ar)
    if ctx.loc == "US":
        return ctx.ch([layout_us_gc, layout_us_gc, lambda c, p, i: layout_letter(c, p, i)])(ctx, pt, ind)
    if ctx.chance(0.3):
        return layout_letter(ctx, pt, ind, to_patient=True)
    return layout_letter(ctx, pt, ind)
